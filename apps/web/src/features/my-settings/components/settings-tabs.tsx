import { Button, Group } from '@mantine/core';
import { Link, useLocation } from 'react-router';

/** The "Your settings" pages. */
export const MY_SETTINGS_TABS = [
  { label: 'Profile', to: '/my/settings/profile' },
  { label: 'Notifications', to: '/my/settings/notifications' },
] as const;

/** Tabs between the user's own settings pages (part 2 section 2.7), as links. */
export function MySettingsTabs() {
  const { pathname } = useLocation();
  return (
    <Group component="nav" aria-label="Your settings" gap="xs">
      {MY_SETTINGS_TABS.map((tab) => {
        const current = pathname === tab.to;
        return (
          <Button
            key={tab.to}
            component={Link}
            to={tab.to}
            variant={current ? 'filled' : 'default'}
            aria-current={current ? 'page' : undefined}
          >
            {tab.label}
          </Button>
        );
      })}
    </Group>
  );
}
