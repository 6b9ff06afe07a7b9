import {
  blackbookSelectionSchema,
  galvesSelectionSchema,
  jdpSelectionSchema,
  mmrSelectionSchema,
  VALUATION_RERUN_PATHS,
} from '@dealer/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { type ValuationPorts, valuationPorts } from '../../integrations/valuations';
import { actorOf, dealerAccess, idParams } from '../appraisals/appraisal-route-kit';
import { rerunValuation } from './valuations.service';

/** POST /appraisals/{id}/rerun-{mmr,jdp,galves,blackbook}-valuation, body = the provider's selection. */
export function valuationRoutes(ctx: AppContext, ports: ValuationPorts = valuationPorts(ctx)) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const options = <B extends z.ZodType>(body: B) => ({
      config: dealerAccess,
      schema: { tags: ['valuations'], params: idParams, body },
    });
    const path = (suffix: string) => `/appraisals/:id/${suffix}`;

    r.post(path(VALUATION_RERUN_PATHS.mmr), options(mmrSelectionSchema), (req) =>
      rerunValuation(ctx, ports, actorOf(req), req.params.id, 'mmr', req.body),
    );
    r.post(path(VALUATION_RERUN_PATHS.jdp), options(jdpSelectionSchema), (req) =>
      rerunValuation(ctx, ports, actorOf(req), req.params.id, 'jdp', req.body),
    );
    r.post(path(VALUATION_RERUN_PATHS.galves), options(galvesSelectionSchema), (req) =>
      rerunValuation(ctx, ports, actorOf(req), req.params.id, 'galves', req.body),
    );
    r.post(path(VALUATION_RERUN_PATHS.blackbook), options(blackbookSelectionSchema), (req) =>
      rerunValuation(ctx, ports, actorOf(req), req.params.id, 'blackbook', req.body),
    );
  };
}
