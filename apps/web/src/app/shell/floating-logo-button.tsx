import { ActionIcon, Affix, Menu } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { LogoMark } from '../../components/logo';
import type { SessionDealer } from '../../lib/session';
import { externalFormUrl } from './nav-links';

interface FloatingLogoButtonProps {
  dealer: SessionDealer;
  uid?: string;
}

/**
 * Spec part 1 section 2: "A floating logo button opens the external new-appraisal ('sell') or
 * lease-return ('return') form in a new tab, with the dealer id and optional user uid".
 */
export function FloatingLogoButton({ dealer, uid }: FloatingLogoButtonProps) {
  return (
    <Affix position={{ bottom: 20, right: 20 }} zIndex={150}>
      <Menu position="top-end" withinPortal>
        <Menu.Target>
          <ActionIcon
            size={56}
            radius="xl"
            variant="white"
            aria-label="Customer forms"
            style={{ boxShadow: 'var(--mantine-shadow-md)' }}
          >
            <LogoMark size={40} />
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
        </Menu.Dropdown>
      </Menu>
    </Affix>
  );
}
