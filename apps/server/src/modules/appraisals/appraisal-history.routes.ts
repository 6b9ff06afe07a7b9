import { activityAnswer, appraisalMessagesAnswer } from '@dealer/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { asJsonOf } from '../../lib/as-json';
import { currentDealer } from '../../plugins/access';
import { appraisalActivity, appraisalMessageList } from './appraisal-detail.service';
import { dealerAccess as config, idParams as params } from './appraisal-route-kit';

/** The record's history: activity rows and customer messages, newest first. */
export function appraisalHistoryRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['appraisal detail'];

    r.get('/appraisals/:id/activity', { config, schema: { tags, params, response: { 200: activityAnswer } } }, (req) =>
      asJsonOf(appraisalActivity(ctx.db, currentDealer(req), req.params.id)),
    );
    r.get(
      '/appraisals/:id/messages',
      { config, schema: { tags, params, response: { 200: appraisalMessagesAnswer } } },
      (req) => asJsonOf(appraisalMessageList(ctx.db, currentDealer(req), req.params.id)),
    );
  };
}
