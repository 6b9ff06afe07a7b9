import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { asJsonOf } from '../../lib/as-json';
import { currentDealer } from '../../plugins/access';
import { appraisalDetail } from './appraisal-detail.service';
import { appraisalHeaderRoutes } from './appraisal-header.routes';
import { appraisalHistoryRoutes } from './appraisal-history.routes';
import { dealerAccess as config, idParams as params, detailAnswer as response } from './appraisal-route-kit';
import { appraisalStatusRoutes } from './appraisal-status.routes';
import { comparablePurchaseRoutes } from './comparable-purchases.routes';
import { leaseStepRoutes } from './lease-steps.routes';

/** The appraisal detail page's calls: the record, its header edits, transitions, history and comparable purchases. */
export function appraisalDetailRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get('/appraisals/:id', { config, schema: { tags: ['appraisal detail'], params, response } }, (req) =>
      asJsonOf(appraisalDetail(ctx, currentDealer(req), req.params.id)),
    );
    await app.register(appraisalHeaderRoutes(ctx));
    await app.register(appraisalStatusRoutes(ctx));
    await app.register(appraisalHistoryRoutes(ctx));
    await app.register(leaseStepRoutes(ctx));
    await app.register(comparablePurchaseRoutes(ctx));
  };
}
