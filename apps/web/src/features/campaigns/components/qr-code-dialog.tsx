import { ERROR_MESSAGES } from '@dealer/domain';
import { Alert, Box, Button, Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { showAlert } from '../../../components/alert-dialog';
import { downloadQrFile, type QrFormat, type QrSource, useQrSvg } from '../api/qr-files';
import { CopyLinkButton } from './copy-link-button';

export interface QrTarget {
  source: QrSource;
  /** What the code opens, as the dialog's title ("Spring Event: trade-in form"). */
  title: string;
  link: string;
  /** The downloaded file's name, without extension. */
  fileName: string;
}

const DOWNLOADS: { format: QrFormat; label: string }[] = [
  { format: 'svg', label: 'SVG' },
  { format: 'png', label: 'PNG' },
  { format: 'pdf', label: 'Poster (PDF)' },
];

/** A link's QR code with its text, a copy button and the downloads (SVG, PNG, one-page PDF poster). */
export function QrCodeDialog({ target, onClose }: { target: QrTarget | null; onClose: () => void }) {
  return (
    <Modal opened={target !== null} onClose={onClose} title={target?.title ?? ''} centered>
      {target ? <QrCodeBody target={target} /> : null}
    </Modal>
  );
}

function QrCodeBody({ target }: { target: QrTarget }) {
  const svg = useQrSvg(target.source, true);
  const [busy, setBusy] = useState<QrFormat | null>(null);
  const download = async (format: QrFormat) => {
    setBusy(format);
    try {
      await downloadQrFile(target.source, format, target.fileName);
    } catch {
      await showAlert(ERROR_MESSAGES.generic);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Stack gap="md">
      <Center mih={240}>
        {svg.isPending ? (
          <Loader aria-label="Loading the QR code" />
        ) : svg.isError ? (
          <Alert color="red" role="alert">
            {ERROR_MESSAGES.generic}
          </Alert>
        ) : (
          <Box
            component="img"
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg.data)}`}
            alt={`QR code of ${target.link}`}
            w={240}
            h={240}
            data-testid="qr-image"
          />
        )}
      </Center>
      <Group gap="xs" wrap="nowrap" align="center">
        <Text size="sm" style={{ wordBreak: 'break-all' }} data-testid="qr-link">
          {target.link}
        </Text>
        <CopyLinkButton link={target.link} label={target.title} />
      </Group>
      <Group gap="xs">
        {DOWNLOADS.map(({ format, label }) => (
          <Button
            key={format}
            size="xs"
            variant="light"
            leftSection={<IconDownload size={14} aria-hidden />}
            loading={busy === format}
            onClick={() => void download(format)}
          >
            {label}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
