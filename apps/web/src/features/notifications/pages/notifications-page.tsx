import { formatDateTime, NOTIFICATION_TEXTS } from '@dealer/domain';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Pagination,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { paginationLabels } from '../../../components/pagination-labels';
import { LOG_PAGE_SIZE, type NotificationLogItem, useMarkRead, useNotificationsLog } from '../api/notifications-log';

const CHANNEL_LABELS = [
  ['email', NOTIFICATION_TEXTS.email],
  ['sms', NOTIFICATION_TEXTS.sms],
  ['web', NOTIFICATION_TEXTS.web],
] as const;

function Channels({ item }: { item: NotificationLogItem }) {
  return (
    <Group gap={4} wrap="nowrap">
      {CHANNEL_LABELS.filter(([key]) => item[key]).map(([key, label]) => (
        <Badge key={key} size="sm" variant="light" color="gray">
          {label}
        </Badge>
      ))}
    </Group>
  );
}

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
        <Table.ScrollContainer minWidth={340}>
          <Table verticalSpacing="sm" aria-label={NOTIFICATION_TEXTS.logTitle}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Message</Table.Th>
                <Table.Th scope="col" visibleFrom="sm">
                  Channels
                </Table.Th>
                <Table.Th scope="col">Time</Table.Th>
                <Table.Th scope="col">
                  <VisuallyHidden>Read</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {log.data.data.map((item) => {
                const isUnread = item.web && !item.webViewed;
                return (
                  <Table.Tr key={item.id} data-unread={isUnread}>
                    <Table.Td>
                      <Text size="sm" fw={isUnread ? 700 : 400}>
                        {item.message}
                      </Text>
                      {item.link ? (
                        <Anchor
                          component={Link}
                          to={item.link}
                          size="sm"
                          onClick={() => isUnread && markRead.mutate([item.id])}
                        >
                          Open record
                        </Anchor>
                      ) : null}
                    </Table.Td>
                    <Table.Td visibleFrom="sm">
                      <Channels item={item} />
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                        {formatDateTime(item.createdAt)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {isUnread ? (
                        <Button size="compact-sm" variant="subtle" onClick={() => markRead.mutate([item.id])}>
                          Mark read
                        </Button>
                      ) : null}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
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
