import { moveAreaSchema, payoffEditSchema, reconEditSchema } from '@dealer/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { asJsonOf } from '../../lib/as-json';
import { archive, editPayoff, editRecon, moveArea } from './appraisal-edits.service';
import {
  actorOf as actor,
  dealerAccess as config,
  idParams as params,
  detailAnswer as response,
} from './appraisal-route-kit';

/** Edits the lists and the landing queues make in place (the detail page's calls arrive with it). */
export function appraisalEditRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post(
      '/appraisals/:id/recon',
      { config, schema: { tags: ['appraisals'], params, body: reconEditSchema, response } },
      (req) => asJsonOf(editRecon(ctx, actor(req), req.params.id, req.body)),
    );
    r.post(
      '/appraisals/:id/payoff',
      { config, schema: { tags: ['appraisals'], params, body: payoffEditSchema, response } },
      (req) => asJsonOf(editPayoff(ctx, actor(req), req.params.id, req.body)),
    );
    r.post(
      '/appraisals/:id/move-area',
      { config, schema: { tags: ['appraisals'], params, body: moveAreaSchema, response } },
      (req) => asJsonOf(moveArea(ctx, actor(req), req.params.id, req.body.toArea)),
    );
    r.delete('/appraisals/:id', { config, schema: { tags: ['appraisals'], params, response } }, (req) =>
      asJsonOf(archive(ctx, actor(req), req.params.id)),
    );
  };
}
