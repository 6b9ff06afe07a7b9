import { formatDateTime } from '@dealer/domain';
import { Table, Text } from '@mantine/core';
import type { OutboxMessage } from '../api/get-outbox';
import { DeliveryBadge } from './delivery-badge';
import { MessageBody } from './message-body';

const CHANNEL_LABEL = { email: 'E-mail', sms: 'SMS' } as const;

/** The outbox messages: Channel, Recipient, Subject, Message, Status, Sent. */
export function OutboxTable({ messages }: { messages: readonly OutboxMessage[] }) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Channel</Table.Th>
            <Table.Th>Recipient</Table.Th>
            <Table.Th>Subject</Table.Th>
            <Table.Th>Message</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Sent</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {messages.map((m) => (
            <Table.Tr key={m.id}>
              <Table.Td>{CHANNEL_LABEL[m.channel] ?? m.channel}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                {m.recipient}
                {m.smsFrom ? (
                  <Text size="xs" c="gray.7">
                    from {m.smsFrom}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>{m.subject ?? ''}</Table.Td>
              <Table.Td maw={460}>
                <MessageBody body={m.body} links={m.links ?? []} />
              </Table.Td>
              <Table.Td>
                <DeliveryBadge message={m} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(m.deliveredAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
