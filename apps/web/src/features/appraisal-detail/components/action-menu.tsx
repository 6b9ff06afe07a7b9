import { Button, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { Fragment } from 'react';
import { useDeferredMenuAction } from '../../../lib/use-deferred-menu-action';
import type { DetailAction } from '../lib/detail-actions';

interface ActionMenuProps {
  actions: readonly DetailAction[];
  /** Runs TIMING.menuConfirmDelayMs after the menu has closed on the chosen entry. */
  onAction: (action: DetailAction) => void;
}

/**
 * The detail page's action menu (part 2 section 2.5). "Transfer and move dialogs open 250 ms after
 * the menu closes": every entry runs that way, so the menu's closing and focus return finish first.
 */
export function ActionMenu({ actions, onAction }: ActionMenuProps) {
  const deferred = useDeferredMenuAction(onAction);
  return (
    <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false} onClose={deferred.menuClosed}>
      <Menu.Target>
        <Button variant="default" rightSection={<IconChevronDown size={16} aria-hidden />}>
          Actions
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {actions.map((action, index) => (
          <Fragment key={action.key}>
            {index > 0 && actions[index - 1]?.group !== action.group ? <Menu.Divider /> : null}
            <Menu.Item disabled={action.disabled} onClick={() => deferred.choose(action)}>
              {action.label}
            </Menu.Item>
          </Fragment>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
