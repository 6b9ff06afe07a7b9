import { type AppraisalMessage, EMPTY_STATES, formatDateTime } from '@dealer/domain';
import { Alert, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconMail, IconMessage } from '@tabler/icons-react';
import { DELIVERY_STATUS } from '../../../lib/delivery-status';
import { useMessages } from '../api/get-messages';

function MessageCard({ m }: { m: AppraisalMessage }) {
  const status = m.status ? DELIVERY_STATUS[m.status] : { label: 'Received', color: 'grape.9' };
  const channel = m.channel === 'email' ? 'E-mail' : 'Text';
  return (
    <Card withBorder padding="sm" component="li" aria-label={`${channel} to ${m.recipient ?? 'customer'}`}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap={6} wrap="nowrap">
            {m.channel === 'email' ? <IconMail size={16} aria-hidden /> : <IconMessage size={16} aria-hidden />}
            <Text size="sm" fw={600}>
              {channel} {m.direction === 'in' ? 'from' : 'to'} {m.recipient ?? 'the customer'}
            </Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            <Badge variant="filled" color={status.color}>
              {status.label}
            </Badge>
            <Text size="xs" c="dimmed">
              {formatDateTime(m.deliveredAt ?? m.createdAt)}
            </Text>
          </Group>
        </Group>
        {m.subject ? (
          <Text size="sm" fw={600}>
            {m.subject}
          </Text>
        ) : null}
        {/* The content as the customer got it: plain text, line breaks kept. */}
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {m.body}
        </Text>
        {m.user ? (
          <Text size="xs" c="dimmed">
            Sent by {m.user.firstName} {m.user.lastName}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}

/** The Messages view: every e-mail and text sent for the record, with channel, recipient, time and delivery. */
export function MessagesView({ dealerId, appraisalId }: { dealerId: number; appraisalId: number }) {
  const messages = useMessages(dealerId, appraisalId);
  return (
    <Stack gap="sm" component="section" aria-labelledby="messages-title">
      <Title order={2} size="h4" id="messages-title">
        Messages
      </Title>
      {messages.isPending ? (
        <Text role="status">{EMPTY_STATES.loading}</Text>
      ) : messages.isError ? (
        <Alert color="red" role="alert">
          {messages.error.message}
        </Alert>
      ) : messages.data.length === 0 ? (
        <Text>No messages sent yet.</Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {messages.data.map((m) => (
            <MessageCard key={m.id} m={m} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
