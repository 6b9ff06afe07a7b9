import { appraisalTransferAnswer, setStatusSchema, transferSchema } from '@dealer/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { asJsonOf } from '../../lib/as-json';
import { actorOf, dealerAccess as config, idParams as params, detailAnswer as response } from './appraisal-route-kit';
import { reopen, setStatus, unarchive, undoStatus } from './appraisal-status.service';
import { transferAppraisal } from './appraisal-transfer.service';

/** Transitions of the detail's action menu (part 2 section 4); each answers the updated detail. */
export function appraisalStatusRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['appraisal detail'];

    r.post('/appraisals/:id/status', { config, schema: { tags, params, body: setStatusSchema, response } }, (req) =>
      asJsonOf(setStatus(ctx, actorOf(req), req.params.id, req.body)),
    );
    r.post('/appraisals/:id/undo-status', { config, schema: { tags, params, response } }, (req) =>
      asJsonOf(undoStatus(ctx, actorOf(req), req.params.id)),
    );
    r.post('/appraisals/:id/reopen', { config, schema: { tags, params, response } }, (req) =>
      asJsonOf(reopen(ctx, actorOf(req), req.params.id)),
    );
    r.post('/appraisals/:id/unarchive', { config, schema: { tags, params, response } }, (req) =>
      asJsonOf(unarchive(ctx, actorOf(req), req.params.id)),
    );
    r.post(
      '/appraisals/:id/transfer',
      { config, schema: { tags, params, body: transferSchema, response: { 200: appraisalTransferAnswer } } },
      (req) => asJsonOf(transferAppraisal(ctx, actorOf(req), req.params.id, req.body)),
    );
  };
}
