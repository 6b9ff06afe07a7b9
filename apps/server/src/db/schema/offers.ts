import type { CustomerOfferBreakdown, OfferBasis, OfferBreakdownLine, OfferComparison } from '@dealer/domain';
import { boolean, index, integer, jsonb, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { appraisals } from './appraisals';
import { money, ts } from './columns';
import { dealers } from './dealers';
import { users } from './users';

/**
 * Every offer made on an appraisal (POST /appraisals/{id}/offer), newest last. The appraisal keeps
 * the current offer's columns for lists and stages; this row keeps what only the offer needs: the
 * letter's storage key, the plain breakdown the customer sees (as it was when offered), the
 * dialog's flags, and the Idempotency-Key of the request that made it, so a retried submit records
 * and sends nothing twice. With an inspection, it also keeps what it was priced from (basis) and
 * what it told the customer about the change from the offer before it (comparison).
 */
export const appraisalOffers = pgTable(
  'appraisal_offers',
  {
    id: serial('id').primaryKey(),
    appraisalId: integer('appraisal_id')
      .notNull()
      .references(() => appraisals.id, { onDelete: 'cascade' }),
    dealerId: integer('dealer_id')
      .notNull()
      .references(() => dealers.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key'),
    /** 0 exact, 1 ranged, 2 no offer. */
    template: smallint('template').notNull(),
    type: text('type', { enum: ['auction', 'retail'] }).notNull(),
    amount: money('amount'),
    amountMin: money('amount_min'),
    amountMax: money('amount_max'),
    customerProfit: money('customer_profit'),
    includeDamages: boolean('include_damages').notNull().default(false),
    showCustomerEquity: boolean('show_customer_equity').notNull().default(false),
    sendPdf: boolean('send_pdf').notNull().default(false),
    textPdf: boolean('text_pdf').notNull().default(false),
    printed: boolean('printed').notNull().default(false),
    // The customer's breakdown as offered; offers made before it existed hold a plain line
    // list, a no-offer an empty one.
    breakdown: jsonb('breakdown').$type<CustomerOfferBreakdown | OfferBreakdownLine[]>().notNull().default([]),
    // What the offer was priced from (domain offerBasis: valuations included, never sent out), so the
    // next offer can be compared with it; null for a no-offer and offers from before it was kept.
    basis: jsonb('basis').$type<OfferBasis>(),
    // "What you told us, what we found" as the customer was shown it (domain offerComparison); null
    // when there was nothing to explain.
    comparison: jsonb('comparison').$type<OfferComparison>(),
    pdfKey: text('pdf_key').notNull(),
    sentAt: ts('sent_at').notNull(),
    /** The offer's terms: days it holds (its end, valid_until) and miles over the declared mileage it covers. */
    validDays: smallint('valid_days').notNull().default(7),
    validUntil: ts('valid_until').notNull(),
    mileageAllowance: integer('mileage_allowance').notNull().default(250),
    /** The customer of the expired offer asked for a new one (once). */
    renewalRequestedAt: ts('renewal_requested_at'),
    offeredBy: integer('offered_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('appraisal_offers_appraisal_idx').on(t.appraisalId, t.id),
    uniqueIndex('appraisal_offers_idempotency_key').on(t.appraisalId, t.idempotencyKey),
  ],
);
