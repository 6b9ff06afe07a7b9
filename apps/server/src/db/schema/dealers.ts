import { integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
    /** The public address of the logo customers see (our own route, versioned by the content hash). */
    logoUrl: text('logo_url'),
    /** An uploaded logo: its storage key, checked type and content hash (the ETag and URL version). */
    logoKey: text('logo_key'),
    logoType: text('logo_type'),
    logoHash: text('logo_hash'),
    address1: text('address1'),
    address2: text('address2'),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
    phoneNumber: text('phone_number'),
    /** IANA time zone of the store: texts wait out the customer's quiet hours in it. */
    timeZone: text('time_zone').notNull().default('America/Chicago'),
    /**
     * Where the dealer's texts go from and customers' replies come back to: a number (E.164) or a
     * Twilio messaging service id (MG...). Null: the dealer's texts are refused, not sent.
     */
    smsSender: text('sms_sender'),
    /** The dealer's terms of an offer (Defaults tab): days it holds, miles over the declared mileage it covers. */
    offerValidDays: smallint('offer_valid_days').notNull().default(7),
    offerMileageAllowance: integer('offer_mileage_allowance').notNull().default(250),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('dealers_slug_key').on(t.slug),
    // A STOP sent to a number must answer one dealer only.
    uniqueIndex('dealers_sms_sender_key').on(t.smsSender),
  ],
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
