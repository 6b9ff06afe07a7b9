import { Button } from '@mantine/core';
import { IconQrcode } from '@tabler/icons-react';
import { useState } from 'react';
import { useServiceLink } from '../api/service-link';
import { QrCodeDialog } from './qr-code-dialog';

export const SERVICE_QR_TITLE = 'Service QR code';

interface ServiceQrProps {
  dealerId: number;
  dealerSlug: string;
}

/**
 * The dealer's public service link as a QR code, credited to the viewer (part 2 section 6:
 * "Service QR code | users with service access, and users holding role ids 3, 12 or 13"; the
 * caller checks canSeeServiceQr).
 */
export function ServiceQrDialog({
  dealerId,
  dealerSlug,
  opened,
  onClose,
}: ServiceQrProps & {
  opened: boolean;
  onClose: () => void;
}) {
  const link = useServiceLink(dealerId, opened);
  const target =
    opened && link.data
      ? {
          source: { kind: 'service' as const },
          title: SERVICE_QR_TITLE,
          link: link.data.url,
          fileName: `${dealerSlug}-service-qr`,
        }
      : null;
  return <QrCodeDialog target={target} onClose={onClose} />;
}

/** A button opening the service QR code (the Campaigns tab's header). */
export function ServiceQrButton(props: ServiceQrProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="light" leftSection={<IconQrcode size={16} aria-hidden />} onClick={() => setOpen(true)}>
        {SERVICE_QR_TITLE}
      </Button>
      <ServiceQrDialog {...props} opened={open} onClose={() => setOpen(false)} />
    </>
  );
}
