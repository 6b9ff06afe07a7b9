import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { dealers } from './dealers';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

const dealerRef = () =>
  integer('dealer_id')
    .notNull()
    .references(() => dealers.id, { onDelete: 'cascade' });

/** Dealer affiliates (part 2 section 3 "Affiliate and Bank": id, name, createdAt, updatedAt). */
export const affiliates = pgTable(
  'affiliates',
  { id: serial('id').primaryKey(), dealerId: dealerRef(), name: text('name').notNull(), ...timestamps },
  // Names are unique per dealer without regard to case (PUT/POST answer 409 before this fires).
  (t) => [
    index('affiliates_dealer_idx').on(t.dealerId, t.name),
    uniqueIndex('affiliates_dealer_name_key').on(t.dealerId, sql`lower(${t.name})`),
  ],
);

/** The banks a dealer works with; an appraisal's finance bank should match one of them. */
export const dealerBanks = pgTable(
  'dealer_banks',
  { id: serial('id').primaryKey(), dealerId: dealerRef(), name: text('name').notNull(), ...timestamps },
  (t) => [
    index('dealer_banks_dealer_idx').on(t.dealerId, t.name),
    uniqueIndex('dealer_banks_dealer_name_key').on(t.dealerId, sql`lower(${t.name})`),
  ],
);

/** Outside buyers who bid on vehicles (GET /dealer_bidders). */
export const bidders = pgTable(
  'bidders',
  { id: serial('id').primaryKey(), dealerId: dealerRef(), name: text('name').notNull(), ...timestamps },
  (t) => [index('bidders_dealer_idx').on(t.dealerId, t.name)],
);

/** Purchase types (GET /appraisal_deal_types), shared by every dealer. */
export const dealTypes = pgTable('deal_types', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

export interface CampaignRules {
  appraisalsToCRM?: boolean;
  autoOffers?: { enabled?: boolean; p1?: number | null; p1v?: string; p2?: number | null; p2v?: string; on?: string }[];
}

/** Campaigns (part 2 section 3): typeId 1 Showroom, 2 Outbound marketing, 3 Web, 4 Dealer. */
export const campaigns = pgTable(
  'campaigns',
  {
    id: serial('id').primaryKey(),
    dealerId: dealerRef(),
    name: text('name').notNull(),
    typeId: integer('type_id'),
    rules: jsonb('rules').$type<CampaignRules>().notNull().default({}),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('campaigns_dealer_idx').on(t.dealerId, t.name)],
);
