import {
  accuracyLookBackAnswer,
  DASHBOARD_TYPES,
  dashboardQuerySchema,
  dealerDashboardAnswer,
  dealerStatsAnswer,
  dealerStatsQuerySchema,
  ROUTE_ROLES,
} from '@dealer/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { currentDealer, currentUserId } from '../../plugins/access';
import { accuracyLookBack } from './accuracy.service';
import { dealerDashboard, dealerStatsBody } from './dashboards.service';

const tags = ['dashboards'];

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
          response: { 200: dealerDashboardAnswer },
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
          response: { 200: accuracyLookBackAnswer },
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
          response: { 200: dealerStatsAnswer },
        },
      },
      // A group of 500 dealers answers 1,000 rows: checking each against the schema on the way out
      // cost more than the request's SQL. The rows are built field by field (dealerStatsRowAnswer) and sent as
      // the bytes the service keeps of its last answer; the schema documents them.
      async (request, reply) => {
        const body = await dealerStatsBody(ctx, currentUserId(request), request.query.filter);
        return (reply as FastifyReply).type('application/json; charset=utf-8').send(body);
      },
    );
  };
}
