import { integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const dealerGroups = pgTable('dealer_groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const dealers = pgTable(
  'dealers',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id').references(() => dealerGroups.id),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    logoUrl: text('logo_url'),
    address1: text('address1'),
    address2: text('address2'),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
    phoneNumber: text('phone_number'),
    /** IANA time zone of the store: texts wait out the customer's quiet hours in it. */
    timeZone: text('time_zone').notNull().default('America/Chicago'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('dealers_slug_key').on(t.slug)],
);

/** Linked dealers can transfer records to each other; one row per direction. */
export const linkedDealers = pgTable(
  'linked_dealers',
  {
    dealerId: integer('dealer_id')
      .notNull()
      .references(() => dealers.id, { onDelete: 'cascade' }),
    linkedDealerId: integer('linked_dealer_id')
      .notNull()
      .references(() => dealers.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.dealerId, t.linkedDealerId] })],
);
