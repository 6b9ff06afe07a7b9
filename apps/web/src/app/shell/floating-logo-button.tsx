import { ActionIcon, Affix, Group, Menu } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { LogoMark } from '../../components/logo';
import type { SessionDealer } from '../../lib/session';
import { externalFormUrl } from './nav-links';

interface FloatingLogoButtonProps {
  dealer: SessionDealer;
  uid?: string;
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
 * lease-return ('return') form in a new tab, with the dealer id and optional user uid".
 */
export function FloatingLogoButton({ dealer, uid, placement }: FloatingLogoButtonProps) {
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
      </Menu.Dropdown>
    </Menu>
  );
  if (placement === 'flow') {
    return (
      <Group justify="flex-end" mt="xl">
        {menu}
      </Group>
    );
  }
  const inset = (FLOATING_BUTTON_GUTTER - SIZE) / 2;
  return (
    <Affix position={{ bottom: inset, right: inset }} zIndex={150}>
      {menu}
    </Affix>
  );
}
