import {
  ERROR_MESSAGES,
  type NewAppraisalMinimal,
  SHARE_FORM_TYPES,
  SHARE_TEXTS,
  SHARE_TYPES,
  type ShareForm,
  type ShareFormInput,
  type ShareFormTypeCode,
  shareFormSchema,
  TIMING,
} from '@dealer/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { showAlert } from '../../../components/alert-dialog';
import { NativeSelect } from '../../../components/native-select';
import { decodeVin } from '../api/decode-vin';
import { findPlate } from '../api/find-plate';
import { useShareInvite } from '../api/share-invite';
import { useIsPhone } from '../hooks/use-is-phone';
import { SHARE_TYPE_LABELS, shareButtonLabel } from '../lib/share-view';
import { kindOfShareType, startTitle } from '../lib/start-kind';
import { AppraisalForm } from './appraisal-form';
import { ShareContactField } from './share-contact-field';

interface ShareFormDialogProps {
  opened: boolean;
  title: string;
  onClose: () => void;
}

/** The Share-form dialog (part 1 section 2): the customer form by link, e-mail or text, optionally prefilled. */
export function ShareFormDialog({ opened, title, onClose }: ShareFormDialogProps) {
  const isPhone = useIsPhone();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': 'Close' }}
      size="lg"
      fullScreen={isPhone}
    >
      {opened ? <ShareFormBody onClose={onClose} /> : null}
    </Modal>
  );
}

const LOOKUPS = { decodeVin, findPlate };

function ShareFormBody({ onClose }: { onClose: () => void }) {
  const share = useShareInvite();
  const [view, setView] = useState<'share' | 'prefill'>('share');
  const [prefill, setPrefill] = useState<NewAppraisalMinimal | null>(null);
  const [url, setUrl] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [copied, setCopied] = useState(false);
  const urlInput = useRef<HTMLInputElement>(null);
  const form = useForm<ShareFormInput, unknown, ShareForm>({
    resolver: zodResolver(shareFormSchema),
    defaultValues: { typeCode: 'tradein', shareType: 'url', email: '', phone: '' },
  });
  const { register, control, watch, handleSubmit } = form;
  const typeCode = watch('typeCode') as ShareFormTypeCode;
  const shareType = watch('shareType') as ShareForm['shareType'];

  // "Changing the form type clears the URL" (so does another way of sharing).
  const clearUrl = () => {
    setUrl(null);
    setCopied(false);
  };

  // "shows "Sent!" (cleared after 5000 ms) and closes"; a parent re-render does not restart the wait.
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (!sent) return;
    const timer = window.setTimeout(() => close.current(), TIMING.sentConfirmationMs);
    return () => window.clearTimeout(timer);
  }, [sent]);

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // No clipboard permission: select the link so the user can copy it.
      urlInput.current?.select();
    }
  };

  const submit = handleSubmit(async (values) => {
    if (values.shareType === 'url' && url) return copy();
    try {
      const result = await share.mutateAsync({ ...values, prefillValues: prefill });
      if (values.shareType === 'url') setUrl(result.shareUrl);
      else setSent(true);
    } catch {
      void showAlert(ERROR_MESSAGES.generic);
    }
  });

  if (view === 'prefill') {
    const kind = kindOfShareType(typeCode);
    return (
      <Stack gap="sm">
        <Text fw={600}>{startTitle(kind)}</Text>
        <AppraisalForm
          kind={kind}
          mode="prefill"
          lookups={LOOKUPS}
          prefill={prefill}
          submitLabel="Save"
          onSubmit={async (values) => {
            setPrefill(values as NewAppraisalMinimal);
            setUrl(null);
            setView('share');
          }}
          onCancel={() => setView('share')}
        />
      </Stack>
    );
  }

  const busy = share.isPending || sent;
  return (
    <form onSubmit={submit} noValidate aria-label="Share customer form">
      <Stack gap="md">
        <NativeSelect
          label="Form"
          data={SHARE_FORM_TYPES.map((t) => ({ value: t.code, label: t.label }))}
          disabled={busy}
          {...register('typeCode', { onChange: clearUrl })}
        />
        <Controller
          control={control}
          name="shareType"
          render={({ field }) => (
            <Radio.Group
              label="Share by"
              value={field.value}
              onChange={(value) => {
                field.onChange(value);
                clearUrl();
              }}
            >
              <Group gap="lg" mt={4}>
                {SHARE_TYPES.map((t) => (
                  <Radio key={t} value={t} label={SHARE_TYPE_LABELS[t]} disabled={busy} />
                ))}
              </Group>
            </Radio.Group>
          )}
        />
        <ShareContactField form={form} shareType={shareType} disabled={busy} />
        <Group gap="sm">
          <Button variant="default" onClick={() => setView('prefill')} disabled={busy}>
            Prefill
          </Button>
          {prefill ? (
            <Text size="sm" c="green.9" role="status">
              {SHARE_TEXTS.formFilled}
            </Text>
          ) : null}
        </Group>
        {url ? (
          <TextInput label="Form link" value={url} readOnly ref={urlInput} onFocus={(e) => e.currentTarget.select()} />
        ) : null}
        <Group justify="flex-end" gap="sm">
          {sent ? (
            <Text c="green.9" fw={600} role="status">
              {SHARE_TEXTS.sent}
            </Text>
          ) : null}
          {copied ? (
            <Text size="sm" c="green.9" role="status">
              Link copied
            </Text>
          ) : null}
          <Button type="submit" loading={share.isPending} disabled={sent}>
            {shareButtonLabel(shareType, url)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
