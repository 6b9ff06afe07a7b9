import { z } from 'zod';
import { countAnswer, idAnswer, timestampAnswer } from './answer-fields';

/**
 * Where a message stands as a reader sees it: pending (on its way, claimed or not), sent (with the
 * SMS provider, awaiting its delivery report), delivered, failed, undeliverable (refused for its
 * number), kept (never sent: no provider configured), opted_out, no_sender (the dealer has none).
 */
export const OUTBOX_MESSAGE_STATUSES = [
  'pending',
  'sent',
  'delivered',
  'failed',
  'undeliverable',
  'kept',
  'opted_out',
  'no_sender',
] as const;

/** One message of the dealer's outbox (GET /outbox). */
export const outboxMessageAnswer = z.object({
  id: idAnswer,
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  links: z.array(z.string()),
  status: z.enum(OUTBOX_MESSAGE_STATUSES),
  attempts: countAnswer,
  lastError: z.string().nullable(),
  createdAt: timestampAnswer,
  deliveredAt: timestampAnswer.nullable(),
  heldUntil: timestampAnswer.nullable().describe("a text waiting out the customer's quiet hours goes out then"),
  smsFrom: z.string().nullable().describe('a text: the number it went from, once known'),
});
export type OutboxMessage = z.infer<typeof outboxMessageAnswer>;
export const outboxAnswer = z.array(outboxMessageAnswer);
