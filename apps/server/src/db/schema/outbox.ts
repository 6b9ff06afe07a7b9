import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { dealers } from './dealers';
import { users } from './users';

export const OUTBOX_CHANNELS = ['email', 'sms'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];
/**
 * pending and sending are on their way; sent is with the SMS provider, awaiting its delivery report;
 * kept was never sent (no SMS provider configured); undeliverable was refused for its number;
 * opted_out was not sent because the customer answered STOP; no_sender was refused because its
 * dealer has no number to text from.
 */
export const OUTBOX_STATUSES = [
  'pending',
  'sending',
  'sent',
  'delivered',
  'failed',
  'undeliverable',
  'kept',
  'opted_out',
  'no_sender',
] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export interface OutboxAttachment {
  filename: string;
  contentType: string;
  /** base64 */
  content: string;
}

/**
 * Transactional outbox: a message is written in the same transaction as the change that causes it
 * and delivered afterwards by the worker, so nothing is sent for a change that rolled back.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    dealerId: integer('dealer_id').references(() => dealers.id, { onDelete: 'set null' }),
    /**
     * The person a message carrying their credentials belongs to (reset, confirm-account, e-mail
     * change, invitation): such a message has no dealer, so no dealer's reader can list it.
     */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: OUTBOX_CHANNELS }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    html: text('html'),
    links: jsonb('links').$type<string[]>().notNull().default([]),
    attachments: jsonb('attachments').$type<OutboxAttachment[]>().notNull().default([]),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    idempotencyKey: text('idempotency_key'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** The SMS provider's id of the message (Twilio's MessageSid), for its status callbacks. */
    providerMessageId: text('provider_message_id'),
    /** A text held through the customer's quiet hours goes out at this time. */
    heldUntil: timestamp('held_until', { withTimezone: true }),
    /** A text: the dealer's sender it was handed to the provider with (a number or MG... id). */
    smsSender: text('sms_sender'),
    /**
     * A text: the number it went from (the sender itself, or the number the provider picked from
     * the messaging service), so a reply or STOP to that number finds its dealer.
     */
    smsFrom: text('sms_from'),
  },
  (t) => [
    index('outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('outbox_dealer_idx').on(t.dealerId, t.id),
    index('outbox_user_idx').on(t.userId, t.id).where(sql`${t.userId} is not null`),
    // A message belongs to a dealer or to a person, never to both.
    check('outbox_one_owner', sql`${t.dealerId} is null or ${t.userId} is null`),
    uniqueIndex('outbox_idempotency_key').on(t.idempotencyKey),
    index('outbox_provider_message_idx').on(t.providerMessageId),
    // The dealer's texts to a number (its latest appraisal message takes a reply), on its last ten digits.
    index('outbox_sms_recipient_idx')
      .on(sql`right(regexp_replace(${t.recipient}, '\\D', '', 'g'), 10)`)
      .where(sql`${t.channel} = 'sms'`),
    index('outbox_sms_from_idx').on(t.smsFrom, t.id).where(sql`${t.smsFrom} is not null`),
  ],
);
