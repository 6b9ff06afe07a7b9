import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { dealers } from './dealers';
import { campaigns } from './lookups';
import { users } from './users';

/**
 * A campaign's uploaded mailing list (POST /dealer_campaigns/{id}/documents): the file's bytes are
 * in the storage port under storageKey; `uid` is the id the API hands out. Sending records when
 * and how many went, so a list is sent once.
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
    sentAt: timestamp('sent_at', { withTimezone: true }),
    sentCount: integer('sent_count'),
    failedCount: integer('failed_count'),
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
