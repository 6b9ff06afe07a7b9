import {
  blackbookSelectionSchema,
  galvesSelectionSchema,
  jdpSelectionSchema,
  manualValuationSchema,
  mmrSelectionSchema,
  providerCallsAnswer,
  ROUTE_ROLES,
  rerunQuerySchema,
  VALUATION_RERUN_PATHS,
  type ValuationProvider,
} from '@dealer/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { type ValuationPorts, valuationPorts } from '../../integrations/valuations';
import { asJsonOf } from '../../lib/as-json';
import { currentDealer } from '../../plugins/access';
import { actorOf, dealerAccess, detailAnswer, idParams } from '../appraisals/appraisal-route-kit';
import { enterManualValuation, providerCallsThisMonth } from './manual-valuation.service';
import { rerunValuation } from './valuations.service';

const SELECTION_SCHEMAS = {
  mmr: mmrSelectionSchema,
  jdp: jdpSelectionSchema,
  galves: galvesSelectionSchema,
  blackbook: blackbookSelectionSchema,
} satisfies Record<ValuationProvider, z.ZodType>;

/**
 * POST /appraisals/{id}/rerun-{mmr,jdp,galves,blackbook}-valuation, body = the provider's
 * selection, `?force=true` to call the provider even when the same selection ran within 24 hours;
 * POST /appraisals/{id}/manual-valuation; GET /dealer_provider_calls (the Defaults tab's tally).
 */
export function valuationRoutes(ctx: AppContext, ports: ValuationPorts = valuationPorts(ctx)) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const path = (suffix: string) => `/appraisals/:id/${suffix}`;

    for (const provider of Object.keys(SELECTION_SCHEMAS) as ValuationProvider[]) {
      r.post(
        path(VALUATION_RERUN_PATHS[provider]),
        {
          config: dealerAccess,
          schema: {
            tags: ['valuations'],
            params: idParams,
            querystring: rerunQuerySchema,
            body: SELECTION_SCHEMAS[provider],
            response: detailAnswer,
          },
        },
        (req) =>
          asJsonOf(
            rerunValuation(ctx, ports, actorOf(req), req.params.id, provider, req.body as never, req.query.force),
          ),
      );
    }
    r.post(
      path('manual-valuation'),
      {
        config: dealerAccess,
        schema: { tags: ['valuations'], params: idParams, body: manualValuationSchema, response: detailAnswer },
      },
      (req) => asJsonOf(enterManualValuation(ctx, actorOf(req), req.params.id, req.body)),
    );
    r.get(
      '/dealer_provider_calls',
      {
        config: { roles: ROUTE_ROLES.dealerSettings },
        schema: { tags: ['valuations'], response: { 200: providerCallsAnswer } },
      },
      (req) => providerCallsThisMonth(ctx, currentDealer(req).id),
    );
  };
}
