import { idParam, moveAreaSchema, payoffEditSchema, reconEditSchema } from '@dealer/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { currentDealer, currentUserId } from '../../plugins/access';
import { archive, editPayoff, editRecon, moveArea } from './appraisal-edits.service';

const params = z.object({ id: idParam() });

/** Edits the lists and the landing queues make in place (the detail page's calls arrive with it). */
export function appraisalEditRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const config = { access: 'dealer' as const };
    const actor = (req: FastifyRequest) => ({ dealer: currentDealer(req), userId: currentUserId(req) });

    r.post(
      '/appraisals/:id/recon',
      { config, schema: { tags: ['appraisals'], params, body: reconEditSchema } },
      (req) => editRecon(ctx, actor(req), req.params.id, req.body),
    );
    r.post(
      '/appraisals/:id/payoff',
      { config, schema: { tags: ['appraisals'], params, body: payoffEditSchema } },
      (req) => editPayoff(ctx, actor(req), req.params.id, req.body),
    );
    r.post(
      '/appraisals/:id/move-area',
      { config, schema: { tags: ['appraisals'], params, body: moveAreaSchema } },
      (req) => moveArea(ctx, actor(req), req.params.id, req.body.toArea),
    );
    r.delete('/appraisals/:id', { config, schema: { tags: ['appraisals'], params } }, (req) =>
      archive(ctx, actor(req), req.params.id),
    );
  };
}
