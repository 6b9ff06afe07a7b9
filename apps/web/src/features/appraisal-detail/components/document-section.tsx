import type { AppraisalDocument } from '@dealer/domain';
import { UPLOAD_MIME_TYPES, type UploadDocumentKind } from '@dealer/domain';
import { Group, Progress, Stack, Text, Title } from '@mantine/core';
import type { FileRejection } from '@mantine/dropzone';
import { notifications } from '@mantine/notifications';
import { DocumentGrid } from '../../../components/document-grid';
import { FileDrop } from '../../../components/file-drop';
import { useDocumentUpload } from '../hooks/use-document-upload';

interface DocumentSectionProps {
  title: string;
  documents: readonly AppraisalDocument[];
  appraisalId: number;
  appraisalTypeId: number;
  /** The kind files dropped here are uploaded as; none for a section without upload (photos). */
  kind?: UploadDocumentKind;
  multiple?: boolean;
  canUpload: boolean;
  /** Shown when there is no document of this kind. */
  empty: string;
}

function logRejections(rejections: FileRejection[]) {
  for (const r of rejections) {
    console.error(`Upload of ${r.file.name} refused`, r.errors);
    notifications.show({ color: 'red', message: `${r.file.name}: ${r.errors[0]?.message ?? 'not accepted'}` });
  }
}

/** One kind of document: its title, the drop area (when it takes uploads), uploads in progress and the grid. */
export function DocumentSection({
  title,
  documents,
  appraisalId,
  appraisalTypeId,
  kind,
  multiple = false,
  canUpload,
  empty,
}: DocumentSectionProps) {
  const uploads = useDocumentUpload(appraisalId, appraisalTypeId, kind ?? 'payoff');
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={3} size="h4">
        {title}
      </Title>
      {kind && canUpload ? (
        <FileDrop
          label={`Upload ${title.toLowerCase()} ${multiple ? 'files' : 'file'}`}
          hint="Drop images or PDF files here"
          multiple={multiple}
          accept={UPLOAD_MIME_TYPES}
          onFiles={(files) => void uploads.upload(files)}
          onReject={logRejections}
        />
      ) : null}
      {uploads.items.map((item) => (
        <Group key={item.key} gap="sm" wrap="nowrap">
          <Text size="sm" style={{ flex: '0 1 40%', overflowWrap: 'anywhere' }}>
            {item.name}
          </Text>
          <Progress
            value={item.percent}
            style={{ flex: 1 }}
            aria-label={`Uploading ${item.name}`}
            animated={item.percent < 100}
          />
          <Text size="sm" w={44} ta="right">
            {item.percent}%
          </Text>
        </Group>
      ))}
      {documents.length > 0 ? (
        <DocumentGrid documents={documents} label={`${title} documents`} />
      ) : (
        <Text size="sm">{empty}</Text>
      )}
    </Stack>
  );
}
