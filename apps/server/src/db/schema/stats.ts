import { date, integer, numeric, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';
import { dealers } from './dealers';

/** What both rollups count: each funnel step, and the expected profit's sum and count. */
const funnelCounts = () => ({
  submitted: integer('submitted').notNull().default(0),
  inspected: integer('inspected').notNull().default(0),
  offersSent: integer('offers_sent').notNull().default(0),
  offersAccepted: integer('offers_accepted').notNull().default(0),
  buying: integer('buying').notNull().default(0),
  grounding: integer('grounding').notNull().default(0),
  profitSum: numeric('profit_sum', { precision: 16, scale: 2, mode: 'number' }).notNull().default(0),
  profitCount: integer('profit_count').notNull().default(0),
});

/**
 * Per dealer, appraisal type and submission day (the dealer's local date of created_at), how many
 * counted records (not archived, not rejected) reached each step of the dashboard funnel, and the
 * sum and count of the expected profit behind the side totals. Kept by statement triggers on
 * appraisals in the changing transaction (migration 0017's hand-written tail), rebuilt by
 * rebuild_appraisal_day_counts(); the dashboards and /dealer_stats read it instead of the records.
 */
export const appraisalDayCounts = pgTable(
  'appraisal_day_counts',
  {
    dealerId: integer('dealer_id')
      .notNull()
      .references(() => dealers.id, { onDelete: 'cascade' }),
    appraisalTypeId: smallint('appraisal_type_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    ...funnelCounts(),
  },
  (t) => [primaryKey({ columns: [t.dealerId, t.appraisalTypeId, t.day] })],
);

/**
 * The same counts per calendar month (the first of the month in `month`), kept by the same
 * triggers: a year's window reads at most a month of days and eleven months per dealer, so a group
 * of hundreds of dealers stays a few thousand rows.
 */
export const appraisalMonthCounts = pgTable(
  'appraisal_month_counts',
  {
    dealerId: integer('dealer_id')
      .notNull()
      .references(() => dealers.id, { onDelete: 'cascade' }),
    appraisalTypeId: smallint('appraisal_type_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    ...funnelCounts(),
  },
  (t) => [primaryKey({ columns: [t.dealerId, t.appraisalTypeId, t.month] })],
);
