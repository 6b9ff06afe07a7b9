import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { appraisals } from './appraisals';
import { dealers } from './dealers';
import { users } from './users';

/**
 * A user's choice per dealer and notification (spec part 2 section 3: "dealerId, notification,
 * optout (e-mail), sms, web"). No row means the defaults (DEFAULT_NOTIFICATION_CHANNELS).
 */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dealerId: integer('dealer_id')
      .notNull()
      .references(() => dealers.id, { onDelete: 'cascade' }),
    notification: text('notification').notNull(),
    /** E-mail switched off. */
    optout: boolean('optout').notNull().default(false),
    sms: boolean('sms').notNull().default(false),
    web: boolean('web').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.dealerId, t.notification] })],
);

/**
 * What each user was told (spec: "Notification log: id, message, link, email, sms, web, webViewed,
 * createdAt"), written in the transaction of the change that caused it. Its id is the live
 * channel's event id: per user, ids are handed out in commit order (see notifications.repository),
 * so a reconnect resumes with "id > Last-Event-ID" and loses or repeats nothing.
 */
export const notificationsLog = pgTable(
  'notifications_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dealerId: integer('dealer_id').references(() => dealers.id, { onDelete: 'cascade' }),
    notification: text('notification').notNull(),
    appraisalId: integer('appraisal_id').references(() => appraisals.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    link: text('link'),
    email: boolean('email').notNull().default(false),
    sms: boolean('sms').notNull().default(false),
    web: boolean('web').notNull().default(false),
    webViewed: boolean('web_viewed').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_log_user_idx').on(t.userId, t.id),
    index('notifications_log_unread_idx').on(t.userId, t.id).where(sql`${t.web} and not ${t.webViewed}`),
  ],
);

/**
 * Events that must be raised once only (a lease maturing, a dealer's summary of a day): the first
 * transaction to insert the key raises it; any other instance or later scan finds it taken.
 */
export const notificationOnce = pgTable(
  'notification_once',
  {
    notification: text('notification').notNull(),
    key: text('key').notNull(),
    appraisalId: bigint('appraisal_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.notification, t.key] })],
);
