import type { LeaseManagementStage, ProfitStatus, WorkflowStage } from '@dealer/domain';
import { type SQL, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { money, ts } from './columns';
import { dealers } from './dealers';
import { affiliates, campaigns, dealerBanks, dealTypes } from './lookups';
import { users } from './users';

export interface DocRef {
  url: string;
  name: string;
}

/** An address with the contact there (the lease Return and Location dialogs). */
export interface LeaseContact {
  address?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  phone?: string | null;
}

/** Where a lease return is picked up (location) and where it was returned (the Return dialog). */
export interface LeaseReturnInfo {
  location?: LeaseContact;
  returned?: LeaseContact;
}

/**
 * An appraisal: every field of spec part 1 section 3 and part 2 section 3. Computed worksheet
 * figures are stored (recomputed by the server with packages/domain on every save) so that lists
 * can sort and filter on them through indexes. `stage` is stored for the same reason.
 */
export const appraisals = pgTable(
  'appraisals',
  {
    id: serial('id').primaryKey(),
    dealerId: integer('dealer_id')
      .notNull()
      .references(() => dealers.id, { onDelete: 'cascade' }),
    /** 1 trade-in, 2 lease return. */
    appraisalTypeId: smallint('appraisal_type_id').notNull(),
    /** buying (buying center), lease, showroom or service. */
    area: text('area', { enum: ['buying', 'lease', 'showroom', 'service'] }).notNull(),
    /** Trade-in stage (inspect, assess, payoff, offered, accepted, buying, grounding) derived by the domain. */
    stage: text('stage').$type<WorkflowStage>().notNull().default('assess'),
    /** Lease-return management stage (ground_return, grounded, turnedin). */
    leaseStage: text('lease_stage').$type<LeaseManagementStage>().notNull().default('ground_return'),

    // Vehicle
    vin: text('vin').notNull(),
    year: smallint('year'),
    make: text('make'),
    model: text('model'),
    trim: text('trim'),
    subSeries: text('sub_series'),
    color: text('color'),
    mileage: integer('mileage'),
    inspectedMileage: integer('inspected_mileage'),
    thumb: text('thumb'),
    /** Inspection grade 1.0-5.0 (star rating). */
    runningStatus: numeric('running_status', { precision: 2, scale: 1, mode: 'number' }),
    estimatedDamage: money('estimated_damage'),

    // Customer
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email'),
    phoneNumber: text('phone_number'),
    altEmail: text('alt_email'),
    altPhone: text('alt_phone'),
    vendorName: text('vendor_name'),
    address1: text('address1'),
    address2: text('address2'),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),

    // Status and header
    appraisalStatusId: smallint('appraisal_status_id'),
    /** The status before the last change, for "Undo status". */
    previousStatusId: smallint('previous_status_id'),
    statusChangedAt: ts('status_changed_at'),
    sellStrategyStatusId: smallint('sell_strategy_status_id'),
    ownerStatusId: smallint('owner_status_id'),
    affiliateId: integer('affiliate_id').references(() => affiliates.id, { onDelete: 'set null' }),
    dealTypeId: integer('deal_type_id').references(() => dealTypes.id),
    financeBank: text('finance_bank'),
    financeBankNum: text('finance_bank_num'),
    dealerBankId: integer('dealer_bank_id').references(() => dealerBanks.id, { onDelete: 'set null' }),
    maturityDate: date('maturity_date', { mode: 'string' }),
    campaignId: integer('campaign_id').references(() => campaigns.id, { onDelete: 'set null' }),
    originatorId: integer('originator_id').references(() => users.id, { onDelete: 'set null' }),

    // Valuations (latest figure per provider; full results in valuation_results)
    mmrVal: money('mmr_val'),
    jdpVal: money('jdp_val'),
    galvesVal: money('galves_val'),
    blackbookVal: money('blackbook_val'),
    /** The providers whose latest value (above) was entered by hand, null for none: the lists mark those figures. */
    manualValuations: text('manual_valuations').array(),

    // Worksheet inputs
    profitObjective: money('profit_objective'),
    pickupFee: money('pickup_fee'),
    reconBodyCost: money('recon_body_cost'),
    reconMechCost: money('recon_mech_cost'),
    reconOtherCost: money('recon_other_cost'),
    adjustedPayoffAmount: money('adjusted_payoff_amount'),
    wholesalePack: money('wholesale_pack'),
    auctionFee: money('auction_fee'),
    carOfferFee: money('car_offer_fee'),
    auctionValuation: money('auction_valuation'),
    retailValuation: money('retail_valuation'),
    carOfferAmount: money('car_offer_amount'),
    carOfferProposal: money('car_offer_proposal'),
    auctionProposal: money('auction_proposal'),
    retailProposal: money('retail_proposal'),
    actualCost: money('actual_cost'),
    dmsId: text('dms_id'),
    packageNotes: text('package_notes'),

    // Worksheet figures computed by the server (packages/domain formulas)
    reconditioningCost: money('reconditioning_cost'),
    carOfferProjectedValuation: money('car_offer_projected_valuation'),
    auctionProjectedValuation: money('auction_projected_valuation'),
    retailProjectedValuation: money('retail_projected_valuation'),
    carOfferProjectedEquity: money('car_offer_projected_equity'),
    auctionProjectedEquity: money('auction_projected_equity'),
    retailProjectedEquity: money('retail_projected_equity'),
    carOfferTotalProfit: money('car_offer_total_profit'),
    auctionTotalProfit: money('auction_total_profit'),
    retailTotalProfit: money('retail_total_profit'),
    carOfferCustomerProfit: money('car_offer_customer_profit'),
    auctionCustomerProfit: money('auction_customer_profit'),
    retailCustomerProfit: money('retail_customer_profit'),
    carOfferProfitStatus: text('car_offer_profit_status').$type<ProfitStatus>(),
    auctionProfitStatus: text('auction_profit_status').$type<ProfitStatus>(),
    retailProfitStatus: text('retail_profit_status').$type<ProfitStatus>(),
    expectedTotalProfit: money('expected_total_profit'),

    // Offer
    offerAmount: money('offer_amount'),
    offerAmountMin: money('offer_amount_min'),
    offerAmountMax: money('offer_amount_max'),
    /** An automated (campaign) offer, shown as the estimate badge until somebody offers. */
    autoOfferAmount: money('auto_offer_amount'),
    autoOfferAmountMax: money('auto_offer_amount_max'),
    offerType: text('offer_type', { enum: ['auction', 'retail'] }),
    offerTemplate: smallint('offer_template'),
    offerSentAt: ts('offer_sent_at'),
    /** The current offer's last valid moment (its terms); the expiry and the expiring-offers queue read it. */
    offerValidUntil: ts('offer_valid_until'),
    offeredBy: integer('offered_by').references(() => users.id, { onDelete: 'set null' }),
    /** Set when the customer accepts the offer on the public offer page (domain StageFields). */
    offerAcceptedAt: ts('offer_accepted_at'),
    offerDeclinedAt: ts('offer_declined_at'),
    pdfUrl: text('pdf_url'),

    // Inspection
    paveInspectSessionKey: text('pave_inspect_session_key'),
    paveInspectStatus: text('pave_inspect_status'),
    paveInspectResultId: integer('pave_inspect_result_id'),
    inspectedAt: ts('inspected_at'),

    // Integrations
    crmSentAt: ts('crm_sent_at'),
    vautoUrl: text('vauto_url'),

    // Lease return
    turninDate: date('turnin_date', { mode: 'string' }),
    groundingReceipt: jsonb('grounding_receipt').$type<DocRef>(),
    billOfLading: jsonb('bill_of_lading').$type<DocRef>(),
    lrtnInfo: jsonb('lrtn_info').$type<LeaseReturnInfo>(),

    // Transfer: the sender's copy points at the receiver's and the other way round.
    trfId: integer('trf_id'),
    trfDealerId: integer('trf_dealer_id').references(() => dealers.id, { onDelete: 'set null' }),
    trfAt: ts('trf_at'),
    trfBy: integer('trf_by').references(() => users.id, { onDelete: 'set null' }),

    // Archive
    deletedAt: ts('deleted_at'),
    deletedBy: integer('deleted_by').references(() => users.id, { onDelete: 'set null' }),

    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),

    /** Lower-cased text the free-text search matches (VIN, year, make, model, trim, name, e-mail). */
    searchText: text('search_text').generatedAlwaysAs(
      (): SQL =>
        sql`lower(coalesce(vin, '') || ' ' || coalesce(year::text, '') || ' ' || coalesce(make, '') || ' ' || coalesce(model, '') || ' ' || coalesce(trim, '') || ' ' || coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(email, ''))`,
    ),
  },
  (t) => {
    const live = sql`deleted_at is null`;
    const open = sql`deleted_at is null and appraisal_status_id is null`;
    return [
      // Lists (DESIGN.md 8). Every list query starts with the dealer and hides archived rows; the area
      // index also carries the status so counts of a list are index-only scans.
      index('appraisals_list_id_idx').on(t.dealerId, t.id).where(live),
      index('appraisals_list_area_idx')
        .on(t.dealerId, t.area, t.appraisalTypeId, t.stage, t.createdAt, t.appraisalStatusId)
        .where(live),
      index('appraisals_list_lease_idx')
        .on(t.dealerId, t.area, t.leaseStage, t.createdAt, t.appraisalStatusId)
        .where(live),
      index('appraisals_list_created_idx').on(t.dealerId, t.createdAt).where(live),
      // A stats drill-down: one appraisal type across every area, newest first. Read backward it
      // pages a year's window in id order (the type an index condition, not a filter), where the
      // area index would read and sort every record of the window (12,000 at the largest dealer).
      index('appraisals_list_type_idx').on(t.dealerId, t.appraisalTypeId, t.id).where(live),
      // One index per sort option, led by the area every list filters on, in the option's direction
      // with the id tie-breaker: a page is read in order from the index instead of sorting the
      // area's rows (expected profit on the 50,000-appraisal dealer: 34 ms -> 0.1 ms). `id desc` is
      // NULLS FIRST in PostgreSQL, so the tie-breaker says so too, or the index no longer matches.
      // The id order itself is ascending like every other (dealer_id, ..., id) index, so "newest
      // first" reads them all backward and the dealer leads the ORDER BY in one direction. After
      // the unique id, the columns a list filters on besides the area (type, tab, date window,
      // status): a page newest first, of any tab and window, is an index-only walk that never
      // reads the table for rows it leaves out (drizzle has no INCLUDE; after id they are the same).
      index('appraisals_sort_id_idx')
        .on(t.dealerId, t.area, t.id, t.appraisalTypeId, t.stage, t.leaseStage, t.createdAt, t.appraisalStatusId)
        .where(live),
      index('appraisals_sort_updated_idx')
        .on(t.dealerId, t.area, t.updatedAt.desc().nullsLast(), t.id.desc().nullsFirst())
        .where(live),
      index('appraisals_sort_grade_idx')
        .on(t.dealerId, t.area, t.runningStatus.desc().nullsLast(), t.id.desc().nullsFirst())
        .where(live),
      index('appraisals_sort_recon_idx')
        .on(t.dealerId, t.area, t.reconditioningCost.desc().nullsLast(), t.id.desc().nullsFirst())
        .where(live),
      index('appraisals_sort_profit_idx')
        .on(t.dealerId, t.area, t.expectedTotalProfit.desc().nullsLast(), t.id.desc().nullsFirst())
        .where(live),
      index('appraisals_sort_payoff_idx')
        .on(t.dealerId, t.area, t.adjustedPayoffAmount.desc().nullsLast(), t.id.desc().nullsFirst())
        .where(live),
      index('appraisals_sort_year_idx')
        .on(t.dealerId, t.area, t.year.desc().nullsLast(), t.id.desc().nullsFirst())
        .where(live),
      index('appraisals_sort_make_idx').on(t.dealerId, t.area, t.make.asc().nullsLast(), t.id.asc()).where(live),
      index('appraisals_sort_mileage_idx')
        .on(t.dealerId, t.area, t.inspectedMileage.asc().nullsLast(), t.id.asc())
        .where(live),
      index('appraisals_sort_model_idx').on(t.dealerId, t.area, t.model.asc().nullsLast(), t.id.asc()).where(live),
      // Landing queues: each rule is a partial index, so a queue and its count read only its members.
      index('appraisals_queue_mp_idx')
        .on(t.dealerId, t.id, t.ownerStatusId, t.appraisalTypeId)
        .where(sql`${open} and adjusted_payoff_amount is null`),
      index('appraisals_queue_ai_idx').on(t.dealerId, t.id).where(sql`${open} and stage = 'inspect'`),
      index('appraisals_queue_ro_idx')
        .on(t.dealerId, t.id, t.offerSentAt, t.appraisalTypeId, t.offerDeclinedAt)
        .where(sql`${open} and offer_sent_at is not null and offer_accepted_at is null`),
      // Offers expiring in 48 hours, soonest first; the expiry scan reads the same index by its end.
      index('appraisals_queue_eo_idx')
        .on(t.dealerId, t.offerValidUntil, t.id)
        .where(
          sql`${open} and appraisal_type_id = 1 and offer_sent_at is not null and offer_accepted_at is null and offer_declined_at is null`,
        ),
      index('appraisals_offer_expiry_idx')
        .on(t.offerValidUntil)
        .where(sql`deleted_at is null and offer_accepted_at is null and offer_declined_at is null`),
      index('appraisals_queue_he_idx').on(t.dealerId, t.auctionProjectedEquity.desc(), t.id.desc()).where(open),
      // Comparable purchases (the worksheet's panel and the list it links to): the dealer's bought
      // records by make, model and model year, then the date bought; the id, the odometers and the
      // cost after it, so the band's mileage, the record itself and the median's costs are read from
      // the index alone and only the page's rows from the table.
      index('appraisals_comparable_idx')
        .on(t.dealerId, t.make, t.model, t.year, t.statusChangedAt, t.id, t.inspectedMileage, t.mileage, t.actualCost)
        .where(sql`deleted_at is null and appraisal_status_id = 400`),
      index('appraisals_status_idx').on(t.dealerId, t.appraisalStatusId, t.id),
      index('appraisals_archived_idx').on(t.dealerId, t.deletedAt).where(sql`deleted_at is not null`),
      index('appraisals_vin_idx').on(t.dealerId, t.vin),
      index('appraisals_campaign_idx').on(t.dealerId, t.campaignId),
      index('appraisals_originator_idx').on(t.dealerId, t.originatorId),
      index('appraisals_trf_dealer_idx').on(t.dealerId, t.trfDealerId).where(sql`trf_dealer_id is not null`),
      // Free text: trigrams scoped to the dealer inside one GIN index (btree_gin), so a common name
      // at a million rows only touches the dealer's matches.
      index('appraisals_search_idx').using('gin', t.dealerId, sql`${t.searchText} gin_trgm_ops`),
    ];
  },
);

/** Users assigned to an appraisal (PUT /appraisals/{id}/users). */
export const appraisalUsers = pgTable(
  'appraisal_users',
  {
    appraisalId: integer('appraisal_id')
      .notNull()
      .references(() => appraisals.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assignedAt: ts('assigned_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.appraisalId, t.userId] }), index('appraisal_users_user_idx').on(t.userId)],
);

/** Outside bids on an appraisal; at most one preferred (enforced by a partial unique index). */
export const bids = pgTable(
  'bids',
  {
    id: serial('id').primaryKey(),
    appraisalId: integer('appraisal_id')
      .notNull()
      .references(() => appraisals.id, { onDelete: 'cascade' }),
    bidderId: integer('bidder_id').notNull(),
    amount: money('amount').notNull(),
    profit: money('profit'),
    isPreferred: boolean('is_preferred').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('bids_appraisal_idx').on(t.appraisalId),
    uniqueIndex('bids_one_preferred').on(t.appraisalId).where(sql`is_preferred`),
  ],
);

/** Who did what to an appraisal, written in the same transaction as the change. */
export const activity = pgTable(
  'appraisal_activity',
  {
    id: serial('id').primaryKey(),
    appraisalId: integer('appraisal_id')
      .notNull()
      .references(() => appraisals.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    details: text('details'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('appraisal_activity_appraisal_idx').on(t.appraisalId, t.id)],
);

/** Messages exchanged with the customer about an appraisal (offer e-mails, texts, replies). */
export const appraisalMessages = pgTable(
  'appraisal_messages',
  {
    id: serial('id').primaryKey(),
    appraisalId: integer('appraisal_id')
      .notNull()
      .references(() => appraisals.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    direction: text('direction', { enum: ['out', 'in'] })
      .notNull()
      .default('out'),
    recipient: text('recipient'),
    subject: text('subject'),
    body: text('body').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    outboxId: integer('outbox_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('appraisal_messages_appraisal_idx').on(t.appraisalId, t.id),
    // A customer's reply finds the record of the text it answers.
    index('appraisal_messages_outbox_idx').on(t.outboxId).where(sql`${t.outboxId} is not null`),
  ],
);

/** Every valuation run: provider, the selection used and the provider's answer. */
export const valuationResults = pgTable(
  'valuation_results',
  {
    id: serial('id').primaryKey(),
    appraisalId: integer('appraisal_id')
      .notNull()
      .references(() => appraisals.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['mmr', 'jdp', 'galves', 'blackbook'] }).notNull(),
    selection: jsonb('selection').$type<Record<string, unknown>>().notNull().default({}),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    value: money('value'),
    /** 'provider': the provider's answer; 'manual': a figure a user entered when the provider failed. */
    source: text('source', { enum: ['provider', 'manual'] })
      .notNull()
      .default('provider'),
    /** Manual: where the figure came from, in the user's words. */
    note: text('note'),
    /** Manual: who entered it. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('valuation_results_appraisal_idx').on(t.appraisalId, t.provider, t.id)],
);

/**
 * A counter per dealer that every committed change to its appraisals (or to its settings) moves on,
 * kept by deferred triggers (migration 0008). A list total computed at version N stays true while
 * the version is N, so the lists can reuse it instead of counting up to 50,000 rows again.
 */
export const appraisalVersions = pgTable('appraisal_versions', {
  dealerId: integer('dealer_id')
    .primaryKey()
    .references(() => dealers.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
