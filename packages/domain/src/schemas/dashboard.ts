import { z } from 'zod';
import {
  ALL_DEALER_STATS_SUB_TYPES,
  DASHBOARD_TYPES,
  DASHBOARD_WINDOW_DAYS,
  type DashboardTileKey,
  DEFAULT_DASHBOARD_WINDOW,
  type DealerStatsSubType,
} from '../constants/dashboard';
import { VALUATION_PROVIDER_KEYS, type ValuationProvider } from '../constants/valuations';
import { countAnswer, dateAnswer, idAnswer, moneyAnswer, timestampAnswer } from './answer-fields';
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

const count = countAnswer;

const TILE_KEYS = [
  'submitted',
  'inspected',
  'offersSent',
  'offersAccepted',
  'buying',
  'grounding',
  'converted',
] as const satisfies readonly DashboardTileKey[];

/** One tile of the dealer dashboard (part 2 section 2.2): its count, ratio to its parent and percentage. */
export const dashboardTileAnswer = z.object({
  key: z.enum(TILE_KEYS),
  label: z.string(),
  count,
  parentCount: count,
  ratio: z.string().describe("a ratio to a parent total: '3/7'"),
  percent: z.string(),
  subType: z
    .enum(ALL_DEALER_STATS_SUB_TYPES as [DealerStatsSubType, ...DealerStatsSubType[]])
    .describe('the dealer-stats drill-down the tile links to'),
});
export type DashboardTile = z.infer<typeof dashboardTileAnswer>;

/** GET /dashboards/{type}: the dealer dashboard's tiles and side totals over a window. */
export const dealerDashboardAnswer = z.object({
  type: z.enum(DASHBOARD_TYPES),
  days: count,
  since: timestampAnswer.describe('start of the window: midnight, days ago'),
  startDay: dateAnswer.describe("the window's first day at the dealer (yyyy-mm-dd): day 0 of the trend"),
  tiles: z.array(dashboardTileAnswer),
  trend: z
    .record(z.string(), z.array(count))
    .describe('per tile, its count on each day of the window, oldest first (the tile trend chart)'),
  expectedProfitTotal: moneyAnswer,
  expectedProfitAverage: moneyAnswer,
});
export type DealerDashboard = z.infer<typeof dealerDashboardAnswer>;

/** One row of GET /dealer_stats (part 2 section 3 "Dealer stats"); the Pct fields are fractions. */
export const dealerStatsRowAnswer = z.object({
  id: idAnswer,
  name: z.string(),
  dealerSlug: z.string(),
  appraisalTypeId: z.union([z.literal(1), z.literal(2)]),
  totalSubmitted: count,
  totalInspected: count,
  totalInspectedPct: z.number().describe('fraction 0..1 of the submissions'),
  totalOfferSent: count,
  totalOfferSentPct: z.number().describe('fraction of the inspected'),
  totalOfferAccepted: count,
  totalOfferAcceptedPct: z.number().describe('fraction of the offers sent'),
  totalBuying: count,
  totalGrounding: count,
  totalConvertedPct: z.number().describe('buying over the submissions'),
  expectedProfitTotal: moneyAnswer
    .nullable()
    .describe('null at dealers where the caller may not read valuations (allowReadVals)'),
  expectedProfitAverage: moneyAnswer.nullable(),
});
export type DealerStatsRow = z.infer<typeof dealerStatsRowAnswer>;

/** GET /dealer_stats: per dealer of the caller's group(s) and appraisal type, the funnel over a window. */
export const dealerStatsAnswer = z.array(dealerStatsRowAnswer);

/** The most makes the accuracy look-back shows. */
export const ACCURACY_MAKES = 8;

/**
 * The accuracy look-back (issue 21, beyond the spec): for bought records (an actual cost), how far
 * each book's value and the appraiser's offer were from what the vehicle really cost. Differences
 * are "said minus cost": positive means the book (or the appraiser) ran high.
 */
const accuracyFigures = {
  records: count,
  meanDifference: z.number().describe('mean of (said - actual cost), dollars; positive ran high'),
  meanAbsolutePercent: z.number().describe('mean of |said - actual cost| / actual cost, percent'),
};
export type AccuracyFigures = z.infer<z.ZodObject<typeof accuracyFigures>>;

export const bookAccuracyAnswer = z.object({
  book: z.enum(VALUATION_PROVIDER_KEYS as [ValuationProvider, ...ValuationProvider[]]),
  ...accuracyFigures,
});
export type BookAccuracy = z.infer<typeof bookAccuracyAnswer>;

export const makeAccuracyAnswer = z.object({ make: z.string(), books: z.array(bookAccuracyAnswer) });
export type MakeAccuracy = z.infer<typeof makeAccuracyAnswer>;

export const appraiserAccuracyAnswer = z.object({ userId: idAnswer, name: z.string(), ...accuracyFigures });
export type AppraiserAccuracy = z.infer<typeof appraiserAccuracyAnswer>;

/** GET /dashboards/{type}/accuracy: each book and each appraiser against the actual cost of bought records. */
export const accuracyLookBackAnswer = z.object({
  days: count,
  since: timestampAnswer,
  records: count.describe('bought records in the window (created in it, not archived, with an actual cost)'),
  books: z.array(bookAccuracyAnswer),
  makes: z
    .array(makeAccuracyAnswer)
    .describe(`the makes with the most bought records, most first (at most ${ACCURACY_MAKES})`),
  appraisers: z.array(appraiserAccuracyAnswer),
});
export type AccuracyLookBack = z.infer<typeof accuracyLookBackAnswer>;
