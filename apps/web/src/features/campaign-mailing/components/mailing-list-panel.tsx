import {
  MAILING_LIST_MAX_BYTES,
  MAILING_LIST_MESSAGES,
  MAILING_LIST_MIME_TYPES,
  MAILING_SEND_MESSAGES,
  mailingCancelledMessage,
  mailingSendMessage,
} from '@dealer/domain';
import { Alert, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { FileRejection } from '@mantine/dropzone';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { showConfirm } from '../../../components/confirm-dialog';
import { FileDrop } from '../../../components/file-drop';
import { applyMailingProgress, campaignListsKey, useCampaignLists } from '../api/get-campaign-lists';
import { useMailingList } from '../api/get-mailing-list';
import { useCancelMailingSend, useSendMailingList } from '../api/send-mailing-list';
import { useUploadMailingList } from '../api/upload-mailing-list';
import { BulkUploadHelp } from './bulk-upload-help';
import { ListSummary } from './list-summary';
import { MailingRowsTable } from './mailing-rows-table';
import { PastLists } from './past-lists';
import { SendMessage, type SendNote } from './send-message';
import { SendProgress } from './send-progress';

/** Browsers name a .csv text/csv or, with Excel installed, application/vnd.ms-excel. */
const ACCEPT = [...MAILING_LIST_MIME_TYPES, 'application/vnd.ms-excel'];

/** Why the drop zone refused a file: its type or its size, whichever was wrong (a 4 KB .png is not "larger than 5 MB"). */
function rejectionMessage(rejections: FileRejection[]): string {
  const codes = new Set(rejections.flatMap((r) => r.errors.map((e) => e.code)));
  if (codes.has('file-invalid-type')) return MAILING_LIST_MESSAGES.wrongType;
  if (codes.has('file-too-large')) return MAILING_LIST_MESSAGES.tooLarge;
  return MAILING_LIST_MESSAGES.oneFile;
}

/**
 * The mailing-list panel (part 1 section 2 "Mailing-list upload"): a .csv or .xlsx is uploaded
 * (uid), then fetched with each row's verdict, then "Send emails" sends; the answer's message
 * shows for 5 seconds and the document is cleared when sending finishes. Sending is background
 * work: its progress shows (live, polled as a fallback) until it ends with the outcome's message.
 */
export function MailingListPanel({ dealerId, campaignId }: { dealerId: number; campaignId: number }) {
  const queryClient = useQueryClient();
  // The open document lives in the URL (?document=uid): a reload or a layout change keeps it.
  const [search, setSearch] = useSearchParams();
  const uid = search.get('document');
  const setUid = useCallback(
    (next: string | null) =>
      setSearch(
        (prev) => {
          const out = new URLSearchParams(prev);
          if (next) out.set('document', next);
          else out.delete('document');
          return out;
        },
        { replace: true },
      ),
    [setSearch],
  );
  const [message, setMessage] = useState<SendNote | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const lists = useCampaignLists(dealerId, campaignId);
  const document = useMailingList(dealerId, uid);
  const upload = useUploadMailingList(campaignId);
  const send = useSendMailingList();
  const cancel = useCancelMailingSend();
  const clearMessage = useCallback(() => setMessage(null), []);
  const refreshLists = () => queryClient.invalidateQueries({ queryKey: campaignListsKey(dealerId, campaignId) });
  const progress = lists.data?.documents.find((d) => d.uid === uid)?.send ?? null;

  // The list whose send this page watches (started here, or seen under way): when it ends, its
  // outcome shows and the document is cleared. State, not a ref: the live channel may report the
  // end before the send call answers, and starting to watch must then show the outcome at once.
  const [watching, setWatching] = useState<string | null>(null);
  useEffect(() => {
    if (!uid || !progress) return;
    if (progress.state === 'sending') {
      setWatching(uid);
      return;
    }
    if (watching !== uid) return;
    setWatching(null);
    // The list's copy fetched before the send says it was not sent: read it again when opened.
    void queryClient.invalidateQueries({ queryKey: ['campaign-mailing-list', dealerId, uid] });
    setMessage(
      progress.state === 'sent'
        ? { text: mailingSendMessage(progress), tone: 'success' }
        : { text: mailingCancelledMessage(progress), tone: 'warning' },
    );
    setUid(null);
  }, [uid, progress, watching, setUid, queryClient, dealerId]);

  const onFiles = (files: File[]) => {
    const file = files[0];
    if (!file) return;
    setUploadError(null);
    upload.mutate(file, {
      onSuccess: (r) => {
        setUid(r.uid);
        void refreshLists();
      },
      onError: (e) => setUploadError(e.message),
    });
  };

  const doc = document.data;
  const onSend = async () => {
    if (!uid || !doc) return;
    if (!(await showConfirm(MAILING_SEND_MESSAGES.confirmSend(doc.counts.valid, doc.name)))) return;
    send.mutate(uid, {
      onSuccess: (r) => {
        setMessage({ text: r.message, tone: 'info' });
        setWatching(uid);
        applyMailingProgress(queryClient, r.progress);
        void refreshLists();
      },
      onError: (e) => setMessage({ text: `Failed: ${e.message}`, tone: 'error' }),
    });
  };
  const onCancel = async () => {
    if (!uid || !(await showConfirm(MAILING_SEND_MESSAGES.confirmCancel))) return;
    cancel.mutate(uid, {
      onSuccess: (p) => applyMailingProgress(queryClient, p),
      onError: (e) => setMessage({ text: `Failed: ${e.message}`, tone: 'error' }),
    });
  };
  const sending = progress?.state === 'sending';

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={3}>Bulk upload help</Title>
        <BulkUploadHelp />
      </Stack>
      <FileDrop
        label="Choose a .csv or .xlsx file"
        hint="Drop a mailing list here"
        accept={ACCEPT}
        maxSize={MAILING_LIST_MAX_BYTES}
        disabled={upload.isPending || send.isPending || sending}
        onFiles={onFiles}
        onReject={(rejections) => setUploadError(rejectionMessage(rejections))}
      />
      {upload.isPending ? <Text role="status">Uploading...</Text> : null}
      {uploadError ? (
        <Alert color="red" role="alert">
          {uploadError}
        </Alert>
      ) : null}
      {message ? <SendMessage key={message.text} note={message} onDone={clearMessage} /> : null}
      {uid && document.isPending ? (
        <Center py="md">
          <Loader aria-label="Loading the mailing list" />
        </Center>
      ) : null}
      {uid && document.isError ? (
        <Alert color="red" role="alert">
          {document.error.message}
        </Alert>
      ) : null}
      {uid && doc ? (
        <Stack gap="sm">
          <Group justify="space-between" align="center">
            <Title order={3} style={{ overflowWrap: 'anywhere' }}>
              {doc.name}
            </Title>
            {/* A list with a send (its cached copy may predate it) is never sent again. */}
            {progress || doc.sentAt ? null : (
              <Button onClick={onSend} loading={send.isPending} disabled={doc.counts.valid === 0}>
                Send emails
              </Button>
            )}
          </Group>
          {progress && sending ? (
            <SendProgress progress={progress} onCancel={onCancel} cancelling={cancel.isPending} />
          ) : null}
          <ListSummary counts={doc.counts} />
          {doc.unknownColumns.length > 0 ? (
            <Text size="sm">Columns not used: {doc.unknownColumns.join(', ')}</Text>
          ) : null}
          <MailingRowsTable rows={doc.rows} send={progress ?? doc.send} />
        </Stack>
      ) : null}
      {lists.data && lists.data.documents.length > 0 ? (
        <Stack gap="xs">
          <Title order={3}>Uploaded lists</Title>
          <PastLists lists={lists.data.documents} onOpen={setUid} />
        </Stack>
      ) : null}
    </Stack>
  );
}
