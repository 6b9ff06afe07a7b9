import { OFFER_DIALOG_TEXTS } from '@dealer/domain';
import { ActionIcon, Button, Group, Menu } from '@mantine/core';

interface OfferSubmitButtonProps {
  /** Exact offers get the split button; the others a plain "Send offer". */
  split: boolean;
  pending: boolean;
  onSend: () => void;
  onPrint: () => void;
}

function Chevron() {
  return (
    <svg width={14} height={14} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.5} aria-hidden>
      <path d="m6 9 6 6 6-6" />
    </svg>
  );
}

/**
 * Part 1 section 2: "For exact offers a split button offers 'Send offer' or 'Print offer'; print
 * sets the print-PDF flag; it then submits and closes. The third split entry is disabled."
 */
export function OfferSubmitButton({ split, pending, onSend, onPrint }: OfferSubmitButtonProps) {
  if (!split) {
    return (
      <Button onClick={onSend} loading={pending}>
        {OFFER_DIALOG_TEXTS.send}
      </Button>
    );
  }
  return (
    <Group gap={0} wrap="nowrap">
      <Button onClick={onSend} loading={pending} style={{ borderTopRightRadius: 0, borderBottomRightRadius: 0 }}>
        {OFFER_DIALOG_TEXTS.send}
      </Button>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="filled"
            size={36}
            disabled={pending}
            aria-label="More offer actions"
            style={{ borderTopLeftRadius: 0, borderBottomLeftRadius: 0, borderLeft: '1px solid rgba(255,255,255,0.4)' }}
          >
            <Chevron />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={onPrint}>{OFFER_DIALOG_TEXTS.print}</Menu.Item>
          <Menu.Item disabled>Schedule offer</Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
