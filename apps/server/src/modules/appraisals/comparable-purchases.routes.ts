import { comparablePurchasesAnswer } from '@dealer/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { currentDealer } from '../../plugins/access';
import { dealerAccess as config, idParams as params } from './appraisal-route-kit';
import { comparablePurchases } from './comparable-purchases.service';

/** GET /appraisals/{id}/comparable_purchases: the worksheet's comparable purchases panel (ours). */
export function comparablePurchaseRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/appraisals/:id/comparable_purchases',
      {
        config,
        schema: {
          tags: ['worksheet'],
          summary:
            "The dealer's own purchases comparable to the record (make, model, year ±1, mileage band, last 12 months) and their median cost",
          params,
          response: { 200: comparablePurchasesAnswer },
        },
      },
      (req) => comparablePurchases(ctx, currentDealer(req), req.params.id),
    );
  };
}
