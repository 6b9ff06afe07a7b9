import { Button, Menu } from '@mantine/core';
import { IconCheck, IconChevronDown } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import type { SessionDealer } from '../../lib/session';

interface DealerSwitcherProps {
  dealers: readonly SessionDealer[];
  current: SessionDealer;
}

/** Spec part 1 section 2: "A dealer switcher sends the user to /{slug}/new." */
export function DealerSwitcher({ dealers, current }: DealerSwitcherProps) {
  const navigate = useNavigate();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          rightSection={<IconChevronDown size={16} aria-hidden />}
          aria-label={`Switch dealer, current: ${current.name}`}
          maw={220}
        >
          {current.name}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Switch dealer</Menu.Label>
        {dealers.map((d) => (
          <Menu.Item
            key={d.id}
            onClick={() => navigate(`/${d.slug}/new`)}
            rightSection={d.id === current.id ? <IconCheck size={16} aria-hidden /> : null}
            aria-current={d.id === current.id ? 'true' : undefined}
          >
            {d.name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
