import { locationChangeSchema, returnDialogSchema } from '@dealer/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { asJsonOf } from '../../lib/as-json';
import { actorOf, dealerAccess as config, idParams as params, detailAnswer as response } from './appraisal-route-kit';
import { changeLocation, markGrounded, markPickedUp, markReturned } from './lease-steps.service';

/** The lease-returns management list's row actions (part 2 section 4); each answers the detail. */
export function leaseStepRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['lease returns'];

    r.post('/appraisals/:id/grounded', { config, schema: { tags, params, response } }, (req) =>
      asJsonOf(markGrounded(ctx, actorOf(req), req.params.id)),
    );
    r.post('/appraisals/:id/picked-up', { config, schema: { tags, params, response } }, (req) =>
      asJsonOf(markPickedUp(ctx, actorOf(req), req.params.id)),
    );
    r.post(
      '/appraisals/:id/returned',
      { config, schema: { tags, params, body: returnDialogSchema, response } },
      (req) => asJsonOf(markReturned(ctx, actorOf(req), req.params.id, req.body)),
    );
    r.post(
      '/appraisals/:id/location',
      { config, schema: { tags, params, body: locationChangeSchema, response } },
      (req) => asJsonOf(changeLocation(ctx, actorOf(req), req.params.id, req.body)),
    );
  };
}
