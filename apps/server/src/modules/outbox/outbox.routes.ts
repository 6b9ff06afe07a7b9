import { outboxAnswer, ROUTE_ROLES } from '@dealer/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { currentDealer } from '../../plugins/access';
import { listDealerOutbox } from './outbox.service';

const rangeQuery = z.object({
  range: z
    .string()
    .optional()
    .transform((raw, c) => {
      if (raw === undefined) return [0, 24] as const;
      try {
        const value = z.tuple([z.number().int().min(0), z.number().int().min(0)]).parse(JSON.parse(raw));
        if (value[1] < value[0] || value[1] - value[0] >= 1000) throw new Error();
        return value;
      } catch {
        c.addIssue({ code: 'custom', message: 'range must be [start, end] with start <= end and at most 1000 rows' });
        return z.NEVER;
      }
    }),
});

export function outboxRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/outbox',
      {
        config: { roles: ROUTE_ROLES.outbox },
        schema: { tags: ['outbox'], querystring: rangeQuery, response: { 200: outboxAnswer } },
      },
      async (request, reply) => {
        const [start, end] = request.query.range;
        const { items, total } = await listDealerOutbox(ctx.db, currentDealer(request).id, start, end);
        reply.header('x-total-count', String(total));
        return items;
      },
    );
  };
}
