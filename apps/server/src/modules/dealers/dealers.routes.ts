import {
  dealerProfileAnswer,
  dealerProfileSchema,
  dealerRefAnswer,
  dealerRefsAnswer,
  idParam,
  ROUTE_ROLES,
  textParam,
} from '@dealer/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { currentDealer, currentUserId } from '../../plugins/access';
import { dealerLogoRoutes } from './dealer-logo.routes';
import { listMyDealers, readDealerProfile, updateDealer } from './dealer-profile.service';
import { publicDealerBySlug } from './dealers.service';

export function dealerRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    // Customer-facing pages (service appraisal, shared forms) show the dealer's name and logo.
    r.get(
      '/public/dealers/:slug',
      {
        config: { access: 'public' },
        schema: { tags: ['dealers'], params: z.object({ slug: textParam(100) }), response: { 200: dealerRefAnswer } },
      },
      async (request) => publicDealerBySlug(ctx.db, request.params.slug),
    );
    // The dealers the user belongs to: every signed-in user may list their own.
    r.get('/dealers', { schema: { tags: ['dealers'], response: { 200: dealerRefsAnswer } } }, async (req) =>
      listMyDealers(ctx, currentUserId(req)),
    );
    // The Profile tab (part 2 section 2.6: dealer admin only), for the x-dealer-id dealer.
    const admin = { roles: ROUTE_ROLES.dealerSettings };
    const params = z.object({ id: idParam() });
    r.get(
      '/dealers/:id',
      { config: admin, schema: { tags: ['dealers'], params, response: { 200: dealerProfileAnswer } } },
      async (req) => readDealerProfile(ctx, currentDealer(req).id, req.params.id),
    );
    r.put(
      '/dealers/:id',
      {
        config: admin,
        schema: { tags: ['dealers'], params, body: dealerProfileSchema, response: { 200: dealerProfileAnswer } },
      },
      async (req) =>
        updateDealer(ctx, { dealerId: currentDealer(req).id, userId: currentUserId(req) }, req.params.id, req.body),
    );
    await app.register(dealerLogoRoutes(ctx));
  };
}
