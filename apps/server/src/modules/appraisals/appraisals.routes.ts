import {
  appraisalListAnswer,
  appraisalQueueAnswer,
  globalSearchQuerySchema,
  listQuerySchema,
  queueQuerySchema,
  searchPageAnswer,
  stageCountsAnswer,
  stageCountsQuerySchema,
} from '@dealer/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { currentDealer } from '../../plugins/access';
import type { QueueCode } from './appraisals.repository';
import { appraisalQueue, globalSearch, listAppraisals } from './appraisals-list.service';
import { stageCounts } from './stage-counts.service';

const QUEUES: Record<string, QueueCode> = {
  '/missing_payoff_appraisals': 'mp',
  '/awaiting_inspection_appraisals': 'ai',
  '/resend_offer_appraisals': 'ro',
  '/high_equity_appraisals': 'he',
  '/expiring_offer_appraisals': 'eo',
};

/**
 * The lists, queues and search answer JSON text PostgreSQL built (list-row-json.ts), sent as it is:
 * their schemas document them, and the route-wide suite checks what they send against them.
 */
export function appraisalListRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const dealerOnly = { access: 'dealer' as const };

    r.get(
      '/appraisals',
      {
        config: dealerOnly,
        schema: { tags: ['appraisals'], querystring: listQuerySchema, response: { 200: appraisalListAnswer } },
      },
      async (request, reply) => {
        const { json, total } = await listAppraisals(ctx, currentDealer(request), request.query);
        return (reply as FastifyReply)
          .header('x-total-count', String(total))
          .type('application/json; charset=utf-8')
          .send(json);
      },
    );

    r.get(
      '/appraisals/counts',
      {
        config: dealerOnly,
        schema: {
          tags: ['appraisals'],
          summary: "Records in each stage tab of a list, with the list's filter",
          querystring: stageCountsQuerySchema,
          response: { 200: stageCountsAnswer },
        },
      },
      async (request) => ({ counts: await stageCounts(ctx, currentDealer(request), request.query) }),
    );

    for (const [path, queue] of Object.entries(QUEUES)) {
      r.get(
        path,
        {
          config: dealerOnly,
          schema: { tags: ['queues'], querystring: queueQuerySchema, response: { 200: appraisalQueueAnswer } },
        },
        async (request, reply) => {
          const json = await appraisalQueue(ctx, currentDealer(request), queue, request.query.range);
          return (reply as FastifyReply).type('application/json; charset=utf-8').send(json);
        },
      );
    }

    r.get(
      '/global_search',
      {
        config: dealerOnly,
        schema: { tags: ['appraisals'], querystring: globalSearchQuerySchema, response: { 200: searchPageAnswer } },
      },
      async (request, reply) => {
        const json = await globalSearch(ctx, currentDealer(request), request.query);
        return (reply as FastifyReply).type('application/json; charset=utf-8').send(json);
      },
    );
  };
}
