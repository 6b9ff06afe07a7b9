import { bigint, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { dealers } from './dealers';
import { campaigns } from './lookups';
import { users } from './users';

/**
 * A campaign's uploaded mailing list (POST /dealer_campaigns/{id}/documents): the file's bytes are
 * in the storage port under storageKey; `uid` is the id the API hands out. Sending is a job: the
 * call records when it started and who sent it; the job walks the rows in batches, each batch's
 * e-mails committed with the cursor past it, so a resumed or repeated send never repeats a row.
 */
export const campaignMailingLists = pgTable(
  'campaign_mailing_lists',
  {
    id: serial('id').primaryKey(),
    uid: text('uid').notNull(),
    dealerId: integer('dealer_id')
      .notNull()
      .references(() => dealers.id, { onDelete: 'cascade' }),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    format: text('format', { enum: ['csv', 'xlsx'] }).notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    rowCount: integer('row_count').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When sending started (the list is then sent once: never started again). */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    sentBy: integer('sent_by').references(() => users.id, { onDelete: 'set null' }),
    sendState: text('send_state', { enum: ['sending', 'sent', 'cancelled'] }),
    sendJobId: bigint('send_job_id', { mode: 'number' }),
    /** Rows (in file order, of the rows kept at upload) the send has dealt with. */
    sendCursor: integer('send_cursor').notNull().default(0),
    sentCount: integer('sent_count'),
    failedCount: integer('failed_count'),
    skippedCount: integer('skipped_count'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('campaign_mailing_lists_uid').on(t.uid),
    index('campaign_mailing_lists_campaign_idx').on(t.dealerId, t.campaignId, t.id),
  ],
);

/** Addresses that unsubscribed from a dealer's marketing e-mails (kept lower-cased). */
export const mailingUnsubscribes = pgTable(
  'mailing_unsubscribes',
  {
    dealerId: integer('dealer_id')
      .notNull()
      .references(() => dealers.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.dealerId, t.email] })],
);
