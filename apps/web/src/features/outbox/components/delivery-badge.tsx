import { formatDateTime } from '@dealer/domain';
import { Badge, Text } from '@mantine/core';
import { DELIVERY_STATUS, UNDELIVERED } from '../../../lib/delivery-status';
import type { OutboxMessage } from '../api/get-outbox';

/**
 * A message's state in words: a text kept without an SMS provider says it was not sent, a held one
 * when it goes out, a failed one why.
 */
export function DeliveryBadge({ message: m }: { message: OutboxMessage }) {
  const status = DELIVERY_STATUS[m.status] ?? { label: m.status, color: 'gray.8' };
  const held = m.status === 'pending' && m.heldUntil;
  return (
    <>
      <Badge color={status.color} variant="filled" style={{ whiteSpace: 'nowrap' }}>
        {held ? 'Held' : status.label}
      </Badge>
      {held ? (
        <Text size="xs" mt={4}>
          Quiet hours: goes out {formatDateTime(m.heldUntil)}
        </Text>
      ) : null}
      {m.status === 'kept' ? (
        <Text size="xs" mt={4}>
          No SMS provider is configured.
        </Text>
      ) : null}
      {UNDELIVERED.has(m.status) && m.lastError ? (
        <Text size="xs" c="red.9" mt={4}>
          {m.lastError}
        </Text>
      ) : null}
    </>
  );
}
