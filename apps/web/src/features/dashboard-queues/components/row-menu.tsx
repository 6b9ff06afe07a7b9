import { ActionIcon, Menu } from '@mantine/core';
import { IconArchive, IconArrowRight, IconDotsVertical } from '@tabler/icons-react';
import { useDeferredMenuAction } from '../../../lib/use-deferred-menu-action';
import type { RowAction } from '../lib/row-actions';
import classes from './queues.module.css';

interface RowMenuProps {
  actions: readonly RowAction[];
  /** The vehicle, for the menu button's accessible name. */
  label: string;
  /** Called TIMING.menuConfirmDelayMs after the menu has closed on the chosen item. */
  onAction: (action: RowAction) => void;
}

/**
 * The row menu of a queue record. Spec part 1 section 2: "the confirmation appears 250 ms after the
 * menu closes", so the menu's own closing (and focus return) finishes before the dialog opens.
 */
export function RowMenu({ actions, label, onAction }: RowMenuProps) {
  const deferred = useDeferredMenuAction(onAction);

  return (
    // No initial-focus placeholder: it is a focusable role="presentation" child of role="menu",
    // which axe reports (aria-required-children); the first item takes the focus instead.
    <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false} onClose={deferred.menuClosed}>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray.8" className={classes.actions} aria-label={`Actions for ${label}`}>
          <IconDotsVertical size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {actions.map((action) => (
          <Menu.Item
            key={action.kind === 'move' ? action.area : action.kind}
            leftSection={
              action.kind === 'move' ? <IconArrowRight size={16} aria-hidden /> : <IconArchive size={16} aria-hidden />
            }
            color={action.kind === 'archive' ? 'red.9' : undefined}
            onClick={() => deferred.choose(action)}
          >
            {action.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
