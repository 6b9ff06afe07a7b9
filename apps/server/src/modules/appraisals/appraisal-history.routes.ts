import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { currentDealer } from '../../plugins/access';
import { appraisalActivity, appraisalMessageList } from './appraisal-detail.service';
import { dealerAccess as config, idParams as params } from './appraisal-route-kit';

/** The record's history: activity rows and customer messages, newest first. */
export function appraisalHistoryRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['appraisal detail'];

    r.get('/appraisals/:id/activity', { config, schema: { tags, params } }, (req) =>
      appraisalActivity(ctx.db, currentDealer(req), req.params.id),
    );
    r.get('/appraisals/:id/messages', { config, schema: { tags, params } }, (req) =>
      appraisalMessageList(ctx.db, currentDealer(req), req.params.id),
    );
  };
}
