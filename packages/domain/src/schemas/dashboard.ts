import { z } from 'zod';
import { DASHBOARD_WINDOW_DAYS, DEFAULT_DASHBOARD_WINDOW } from '../constants/dashboard';
import type { ValuationProvider } from '../constants/valuations';
import { INT4_MAX } from './fields';
import { filterParam } from './list-query';

export const DASHBOARD_MESSAGES = {
  days: `days must be one of: ${DASHBOARD_WINDOW_DAYS.join(', ')}`,
  appraisalTypeId: 'appraisalTypeId must be 1 or 2',
  dealerIds: 'dealerIds must be a list of positive whole numbers',
} as const;

const days = z
  .number({ error: DASHBOARD_MESSAGES.days })
  .refine((d) => (DASHBOARD_WINDOW_DAYS as readonly number[]).includes(d), DASHBOARD_MESSAGES.days);

const dealerId = z
  .number({ error: DASHBOARD_MESSAGES.dealerIds })
  .int(DASHBOARD_MESSAGES.dealerIds)
  .positive(DASHBOARD_MESSAGES.dealerIds)
  .max(INT4_MAX, DASHBOARD_MESSAGES.dealerIds);

/** GET /dashboards/{type} filter: the window in days (part 2 section 9: "7, 30, 60, 90, 183 and 365 days (default 30)"). */
export const dashboardFilterSchema = z.strictObject({
  days: days.optional().default(DEFAULT_DASHBOARD_WINDOW),
});
export type DashboardFilter = z.output<typeof dashboardFilterSchema>;

/**
 * GET /dealer_stats filters (part 2 section 2.4: "Date-range filter (kept in the query as JSON)"):
 * the window, optionally one appraisal type and some of the caller's group dealers.
 */
export const dealerStatsFilterSchema = z.strictObject({
  days: days.optional().default(DEFAULT_DASHBOARD_WINDOW),
  appraisalTypeId: z.union([z.literal(1), z.literal(2)], { error: DASHBOARD_MESSAGES.appraisalTypeId }).optional(),
  dealerIds: z
    .array(dealerId, { error: DASHBOARD_MESSAGES.dealerIds })
    .max(1000, DASHBOARD_MESSAGES.dealerIds)
    .optional(),
});
export type DealerStatsFilter = z.output<typeof dealerStatsFilterSchema>;

/** Query strings: the filter as JSON, like the lists (part 1 section 7). */
export const dashboardQuerySchema = z.strictObject({ filter: filterParam(dashboardFilterSchema) });
export const dealerStatsQuerySchema = z.strictObject({ filter: filterParam(dealerStatsFilterSchema) });

/** One row of GET /dealer_stats (part 2 section 3 "Dealer stats"); the Pct fields are fractions. */
export interface DealerStatsRow {
  id: number;
  name: string;
  dealerSlug: string;
  appraisalTypeId: 1 | 2;
  totalSubmitted: number;
  totalInspected: number;
  totalInspectedPct: number;
  totalOfferSent: number;
  totalOfferSentPct: number;
  totalOfferAccepted: number;
  totalOfferAcceptedPct: number;
  totalBuying: number;
  totalGrounding: number;
  totalConvertedPct: number;
  /** Null at dealers where the caller may not read valuations (allowReadVals). */
  expectedProfitTotal: number | null;
  expectedProfitAverage: number | null;
}

/**
 * The accuracy look-back (issue 21, beyond the spec): for bought records (an actual cost), how far
 * each book's value and the appraiser's offer were from what the vehicle really cost. Differences
 * are "said minus cost": positive means the book (or the appraiser) ran high.
 */
export interface AccuracyFigures {
  records: number;
  /** Mean of (said − actual cost), in dollars. */
  meanDifference: number;
  /** Mean of |said − actual cost| / actual cost, in percent. */
  meanAbsolutePercent: number;
}
export interface BookAccuracy extends AccuracyFigures {
  book: ValuationProvider;
}
export interface MakeAccuracy {
  make: string;
  books: BookAccuracy[];
}
export interface AppraiserAccuracy extends AccuracyFigures {
  userId: number;
  name: string;
}
export interface AccuracyLookBack {
  days: number;
  since: string;
  /** Bought records in the window (created in it, not archived, with an actual cost). */
  records: number;
  books: BookAccuracy[];
  /** The makes with the most bought records, most first (at most ACCURACY_MAKES). */
  makes: MakeAccuracy[];
  appraisers: AppraiserAccuracy[];
}
export const ACCURACY_MAKES = 8;
