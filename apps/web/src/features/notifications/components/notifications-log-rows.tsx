import { formatDateTime, NOTIFICATION_TEXTS } from '@dealer/domain';
import { Anchor, Badge, Button, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { CardList, CardListItem, useCardLayout } from '../../../components/card-list';
import type { NotificationLogItem } from '../api/notifications-log';

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

interface RowsProps {
  items: readonly NotificationLogItem[];
  onMarkRead: (id: number) => void;
}

/**
 * The log's notifications as a table, or as cards below 768 px: at 390 px the table's "Mark read"
 * sat past the screen's edge.
 */
export function NotificationsLogRows({ items, onMarkRead }: RowsProps) {
  const cards = useCardLayout();
  const unread = (item: NotificationLogItem) => item.web && !item.webViewed;
  const message = (item: NotificationLogItem) => (
    <>
      <Text size="sm" fw={unread(item) ? 700 : 400}>
        {item.message}
      </Text>
      {item.link ? (
        <Anchor component={Link} to={item.link} size="sm" onClick={() => unread(item) && onMarkRead(item.id)}>
          Open record
        </Anchor>
      ) : null}
    </>
  );
  const markRead = (item: NotificationLogItem) =>
    unread(item) ? (
      <Button size="compact-sm" variant="subtle" onClick={() => onMarkRead(item.id)}>
        Mark read
      </Button>
    ) : null;
  if (cards)
    return (
      <CardList label={NOTIFICATION_TEXTS.logTitle}>
        {items.map((item) => (
          <CardListItem key={item.id}>
            {message(item)}
            <Group justify="space-between" gap="xs">
              <Text size="xs">{formatDateTime(item.createdAt)}</Text>
              <Channels item={item} />
            </Group>
            {unread(item) ? <Group justify="flex-end">{markRead(item)}</Group> : null}
          </CardListItem>
        ))}
      </CardList>
    );
  return (
    <Table verticalSpacing="sm" aria-label={NOTIFICATION_TEXTS.logTitle}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Message</Table.Th>
          <Table.Th scope="col">Channels</Table.Th>
          <Table.Th scope="col">Time</Table.Th>
          <Table.Th scope="col">
            <VisuallyHidden>Read</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((item) => (
          <Table.Tr key={item.id} data-unread={unread(item)}>
            <Table.Td>{message(item)}</Table.Td>
            <Table.Td>
              <Channels item={item} />
            </Table.Td>
            <Table.Td>
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(item.createdAt)}
              </Text>
            </Table.Td>
            <Table.Td>{markRead(item)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
