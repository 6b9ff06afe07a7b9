import '@mantine/dropzone/styles.css';
import { DEFAULT_UPLOAD_ACCEPT } from '@dealer/domain';
import { Button, Group, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconUpload } from '@tabler/icons-react';
import { useRef } from 'react';

interface FileDropProps {
  /** What the drop area is for; the text of its button. */
  label: string;
  onFiles: (files: File[]) => void;
  onReject?: (rejections: FileRejection[]) => void;
  /** Single file unless multiple. */
  multiple?: boolean;
  accept?: readonly string[];
  /** Bytes; the caller's limit. */
  maxSize?: number;
  disabled?: boolean;
  hint?: string;
}

/**
 * The drag-and-drop file input of spec part 1 "Shared widgets": "accepts images and PDF by
 * default, single file unless multiple; size limits come from the caller". Files are dropped on the
 * area or chosen with its button: a real button for keyboards and screen readers, rather than a
 * focusable drop area wrapped around the hidden file input (axe: nested-interactive).
 */
export function FileDrop({
  label,
  onFiles,
  onReject,
  multiple = false,
  accept = DEFAULT_UPLOAD_ACCEPT,
  maxSize,
  disabled = false,
  hint,
}: FileDropProps) {
  const openRef = useRef<() => void>(null);
  return (
    <Dropzone
      onDrop={onFiles}
      onReject={onReject}
      multiple={multiple}
      accept={[...accept]}
      maxSize={maxSize}
      disabled={disabled}
      openRef={openRef}
      activateOnClick={false}
      activateOnKeyboard={false}
      enablePointerEvents
      p="md"
    >
      <Group justify="center" gap="md" mih={64}>
        <IconUpload size={28} aria-hidden />
        {hint ? <Text size="sm">{hint}</Text> : null}
        <Button variant="light" disabled={disabled} onClick={() => openRef.current?.()}>
          {label}
        </Button>
      </Group>
    </Dropzone>
  );
}
