import { bigserial, boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { dealers } from './dealers';

export const SMS_CONSENT_CHANGES = ['stop', 'start'] as const;
export type SmsConsentChange = (typeof SMS_CONSENT_CHANGES)[number];

/** Whether a dealer may text a number (E.164) now: the last change of its ledger. */
export const smsConsents = pgTable(
  'sms_consents',
  {
    dealerId: integer('dealer_id')
      .notNull()
      .references(() => dealers.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    stopped: boolean('stopped').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.dealerId, t.phone] })],
);

/** Append-only: every consent change with where it came from ('inbound STOP', ...) and when. */
export const smsConsentEvents = pgTable(
  'sms_consent_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    dealerId: integer('dealer_id')
      .notNull()
      .references(() => dealers.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    change: text('change', { enum: SMS_CONSENT_CHANGES }).notNull(),
    source: text('source').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sms_consent_events_phone_idx').on(t.dealerId, t.phone, t.id)],
);

/** The SMS sandbox's own table: the messages its Messages API accepted, what each phone received. */
export const sandboxSmsMessages = pgTable(
  'sandbox_sms_messages',
  {
    sid: text('sid').primaryKey(),
    accountSid: text('account_sid').notNull(),
    to: text('to').notNull(),
    from: text('from').notNull(),
    body: text('body').notNull(),
    status: text('status').notNull(),
    errorCode: text('error_code'),
    statusCallback: text('status_callback'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_sms_to_idx').on(t.to, t.createdAt)],
);
