import {
  DASHBOARD_TYPES,
  dashboardQuerySchema,
  dealerStatsQuerySchema,
  ROUTE_ROLES,
  VALUATION_PROVIDER_KEYS,
  type ValuationProvider,
} from '@dealer/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { currentDealer, currentUserId } from '../../plugins/access';
import { accuracyLookBack } from './accuracy.service';
import { dealerDashboard, dealerStatsBody } from './dashboards.service';

const tags = ['dashboards'];
const count = z.number().int();

const dashboardResponse = z.object({
  type: z.enum(DASHBOARD_TYPES),
  days: count,
  since: z.string().describe('start of the window: midnight, days ago'),
  startDay: z.string().describe("the window's first day at the dealer (yyyy-mm-dd): day 0 of the trend"),
  tiles: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      count,
      parentCount: count,
      ratio: z.string(),
      percent: z.string(),
      subType: z.string().describe('the dealer-stats drill-down the tile links to'),
    }),
  ),
  trend: z.record(z.string(), z.array(count)).describe('per tile, its count on each day of the window'),
  expectedProfitTotal: z.number(),
  expectedProfitAverage: z.number(),
});

const statsRow = z.object({
  id: count,
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
  expectedProfitTotal: z.number().nullable().describe('null where the caller may not read valuations'),
  expectedProfitAverage: z.number().nullable(),
});

const figures = {
  records: count,
  meanDifference: z.number().describe('mean of (said - actual cost), dollars; positive ran high'),
  meanAbsolutePercent: z.number().describe('mean of |said - actual cost| / actual cost, percent'),
};
const bookFigures = z.object({
  book: z.enum(VALUATION_PROVIDER_KEYS as [ValuationProvider, ...ValuationProvider[]]),
  ...figures,
});
const accuracyResponse = z.object({
  days: count,
  since: z.string(),
  records: count.describe('bought records (with an actual cost) in the window'),
  books: z.array(bookFigures),
  makes: z.array(z.object({ make: z.string(), books: z.array(bookFigures) })),
  appraisers: z.array(z.object({ userId: count, name: z.string(), ...figures })),
});

/** Spec part 1 section 7: "GET /dashboards/{type} (lease-returns or trade-ins, with filter); GET /dealer_stats (filters)". */
export function dashboardRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/dashboards/:type',
      {
        config: { roles: ROUTE_ROLES.dashboard },
        schema: {
          tags,
          summary: "The dealer dashboard's tiles and side totals over a window",
          params: z.strictObject({ type: z.enum(DASHBOARD_TYPES) }),
          querystring: dashboardQuerySchema,
          response: { 200: dashboardResponse },
        },
      },
      (request) => dealerDashboard(ctx, currentDealer(request), request.params.type, request.query.filter),
    );

    r.get(
      '/dashboards/:type/accuracy',
      {
        config: { roles: ROUTE_ROLES.dashboard },
        schema: {
          tags,
          summary: 'The accuracy look-back: each book and each appraiser against the actual cost of bought records',
          params: z.strictObject({ type: z.enum(DASHBOARD_TYPES) }),
          querystring: dashboardQuerySchema,
          response: { 200: accuracyResponse },
        },
      },
      (request) => accuracyLookBack(ctx, currentDealer(request), request.params.type, request.query.filter),
    );

    r.get(
      '/dealer_stats',
      {
        config: { roles: ROUTE_ROLES.myStats },
        schema: {
          tags,
          summary: "Per dealer of the caller's group(s) and appraisal type: the funnel over a window",
          querystring: dealerStatsQuerySchema,
          response: { 200: z.array(statsRow) },
        },
      },
      // A group of 500 dealers answers 1,000 rows: checking each against the schema on the way out
      // cost more than the request's SQL. The rows are built field by field (statsRow) and sent as
      // the bytes the service keeps of its last answer; the schema documents them.
      async (request, reply) => {
        const body = await dealerStatsBody(ctx, currentUserId(request), request.query.filter);
        return (reply as FastifyReply).type('application/json; charset=utf-8').send(body);
      },
    );
  };
}
