import { NOTIFICATION_TEXTS } from '@dealer/domain';
import { Alert, Button, Center, Group, Loader, Pagination, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { paginationLabels } from '../../../components/pagination-labels';
import { LOG_PAGE_SIZE, useMarkRead, useNotificationsLog } from '../api/notifications-log';
import { NotificationsLogRows } from '../components/notifications-log-rows';

/** /my/notifications: what the user was told, newest first, with a way to mark it read. */
export function NotificationsPage() {
  const [page, setPage] = useState(1);
  const log = useNotificationsLog(page);
  const markRead = useMarkRead();
  const total = log.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / LOG_PAGE_SIZE));
  const unread = log.data?.data.some((n) => n.web && !n.webViewed) ?? false;

  return (
    <Stack gap="md" maw={1100}>
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Title order={1}>{NOTIFICATION_TEXTS.logTitle}</Title>
        <Button
          variant="light"
          onClick={() => markRead.mutate(undefined)}
          disabled={!unread}
          loading={markRead.isPending}
        >
          {NOTIFICATION_TEXTS.markAllRead}
        </Button>
      </Group>
      {log.isPending ? (
        <Center py="xl">
          <Loader aria-label="Loading notifications" />
        </Center>
      ) : log.isError ? (
        <Alert color="red" role="alert">
          {log.error.message}
        </Alert>
      ) : log.data.data.length === 0 ? (
        <Text>{NOTIFICATION_TEXTS.empty}</Text>
      ) : (
        <NotificationsLogRows items={log.data.data} onMarkRead={(id) => markRead.mutate([id])} />
      )}
      {pages > 1 ? (
        <Group justify="center">
          <Pagination
            total={pages}
            value={page}
            onChange={setPage}
            aria-label="Notification pages"
            {...paginationLabels}
          />
        </Group>
      ) : null}
    </Stack>
  );
}
