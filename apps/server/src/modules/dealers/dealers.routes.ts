import { textParam } from '@dealer/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { publicDealerBySlug } from './dealers.service';

export function dealerRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    // Customer-facing pages (service appraisal, shared forms) show the dealer's name and logo.
    r.get(
      '/public/dealers/:slug',
      {
        config: { access: 'public' },
        schema: { tags: ['dealers'], params: z.object({ slug: textParam(100) }) },
      },
      async (request) => publicDealerBySlug(ctx.db, request.params.slug),
    );
  };
}
