import { canSeeServiceQr, type RoleName } from '@dealer/domain';
import { ActionIcon, Affix, Group, Menu } from '@mantine/core';
import { IconExternalLink, IconQrcode } from '@tabler/icons-react';
import { useState } from 'react';
import { LogoMark } from '../../components/logo';
import { MountedOnceOpened } from '../../components/mounted-once-opened';
import { SERVICE_QR_TITLE, ServiceQrDialog } from '../../features/campaigns';
import type { SessionDealer } from '../../lib/session';
import { externalFormUrl } from './nav-links';

interface FloatingLogoButtonProps {
  dealer: SessionDealer;
  uid?: string;
  /** The user's roles at the dealer: the service QR code is for some of them. */
  roles: readonly RoleName[];
  /**
   * fixed: floats at the bottom right, in the gutter the shell keeps free for it (wide screens).
   * flow: at the end of the page, after its content (phones, where a gutter would cost a column).
   * Either way it never covers content: a row's amounts, a "Next page" button.
   */
  placement: 'fixed' | 'flow';
}

/** The width the shell keeps free at the right of the page for the fixed button. */
export const FLOATING_BUTTON_GUTTER = 80;
const SIZE = 48;

/**
 * Spec part 1 section 2: "A floating logo button opens the external new-appraisal ('sell') or
 * lease-return ('return') form in a new tab, with the dealer id and optional user uid". For the
 * roles of part 2 section 6 "Service QR code" it also shows the dealer's service link as a QR code.
 */
export function FloatingLogoButton({ dealer, uid, roles, placement }: FloatingLogoButtonProps) {
  const [serviceQr, setServiceQr] = useState(false);
  const menu = (
    <Menu position="top-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          size={SIZE}
          radius="xl"
          variant="white"
          aria-label="Customer forms"
          data-testid="floating-logo-button"
          style={{ boxShadow: 'var(--mantine-shadow-md)' }}
        >
          <LogoMark size={34} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Open in a new tab</Menu.Label>
        <Menu.Item
          component="a"
          href={externalFormUrl('sell', dealer, uid)}
          target="_blank"
          rel="noopener noreferrer"
          rightSection={<IconExternalLink size={14} aria-hidden />}
        >
          New appraisal form
        </Menu.Item>
        <Menu.Item
          component="a"
          href={externalFormUrl('return', dealer, uid)}
          target="_blank"
          rel="noopener noreferrer"
          rightSection={<IconExternalLink size={14} aria-hidden />}
        >
          Lease return form
        </Menu.Item>
        {canSeeServiceQr(roles) ? (
          <Menu.Item leftSection={<IconQrcode size={14} aria-hidden />} onClick={() => setServiceQr(true)}>
            {SERVICE_QR_TITLE}
          </Menu.Item>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
  const dialog = (
    <MountedOnceOpened opened={serviceQr}>
      {(opened) => (
        <ServiceQrDialog
          dealerId={dealer.id}
          dealerSlug={dealer.slug}
          opened={opened}
          onClose={() => setServiceQr(false)}
        />
      )}
    </MountedOnceOpened>
  );
  if (placement === 'flow') {
    return (
      <Group justify="flex-end" mt="xl">
        {menu}
        {dialog}
      </Group>
    );
  }
  const inset = (FLOATING_BUTTON_GUTTER - SIZE) / 2;
  return (
    <Affix position={{ bottom: inset, right: inset }} zIndex={150}>
      {menu}
      {dialog}
    </Affix>
  );
}
