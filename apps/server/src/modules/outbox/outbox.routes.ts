import { outboxAnswer, outboxListQuerySchema, ROUTE_ROLES } from '@dealer/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { currentDealer } from '../../plugins/access';
import { listDealerOutbox } from './outbox.service';

export function outboxRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/outbox',
      {
        config: { roles: ROUTE_ROLES.outbox },
        schema: { tags: ['outbox'], querystring: outboxListQuerySchema, response: { 200: outboxAnswer } },
      },
      async (request, reply) => {
        const { items, total } = await listDealerOutbox(ctx.db, currentDealer(request).id, request.query);
        reply.header('x-total-count', String(total));
        return items;
      },
    );
  };
}
