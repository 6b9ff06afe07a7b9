import { ActionIcon, Anchor, Indicator, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBell } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { NotificationLogItem } from '../api/notifications-log';
import { useUnreadCount } from '../api/notifications-log';
import { useLiveChannel } from '../hooks/use-live-channel';

/** A toast for a notification that just arrived, with its link. */
function showToast(item: NotificationLogItem) {
  notifications.show({
    title: 'New notification',
    message: (
      <Stack gap={4}>
        <Text size="sm">{item.message}</Text>
        {item.link ? (
          <Anchor component={Link} to={item.link} size="sm" onClick={() => notifications.hide(`n-${item.id}`)}>
            Open
          </Anchor>
        ) : null}
      </Stack>
    ),
    id: `n-${item.id}`,
    autoClose: 8000,
    closeButtonProps: { 'aria-label': 'Close notification' },
  });
}

/**
 * The top bar's bell: the unread count, kept current by the live channel it opens for the whole
 * signed-in shell (a toast for each notification that arrives).
 */
export function NotificationBell() {
  const unread = useUnreadCount();
  const live = useLiveChannel(showToast);
  const count = unread.data ?? 0;
  const label = count === 0 ? 'Notifications' : `Notifications, ${count} unread`;
  return (
    <Indicator label={count > 99 ? '99+' : count} size={18} color="red" disabled={count === 0} offset={6}>
      <ActionIcon
        component={Link}
        to="/my/notifications"
        variant="subtle"
        size="lg"
        aria-label={label}
        data-live={live}
        data-unread={count}
      >
        <IconBell size={20} stroke={1.6} />
      </ActionIcon>
    </Indicator>
  );
}
