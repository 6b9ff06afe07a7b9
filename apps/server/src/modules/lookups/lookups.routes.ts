import {
  biddersAnswer,
  dealTypesAnswer,
  linkedDealersAnswer,
  queueQuerySchema,
  sortParam,
  staffAnswer,
} from '@dealer/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { currentDealer } from '../../plugins/access';
import { listAssignableUsers, listBidders, listDealerUsers, listDealTypes, listLinkedDealers } from './lookups.service';

const bidderQuery = z.strictObject({
  filter: z
    .string()
    .optional()
    .transform((raw, c) => {
      if (raw === undefined) return {};
      try {
        return z.strictObject({ name: z.string().max(100).optional() }).parse(JSON.parse(raw));
      } catch {
        c.addIssue({ code: 'custom', message: 'filter must be a JSON object like {"name": "..."}' });
        return z.NEVER;
      }
    }),
  range: queueQuerySchema.shape.range.optional(),
  // The bid dialog sends none; a sort is still the spec's [field, order], over the name only.
  sort: sortParam(['name'] as const, ['name', 'ASC']),
});

/** The option lists the list filters and header editors need. Every call is scoped to x-dealer-id. */
export function lookupRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const config = { access: 'dealer' as const };
    r.get('/dealer_users', { config, schema: { tags: ['lookups'], response: { 200: staffAnswer } } }, async (req) =>
      listDealerUsers(ctx, currentDealer(req).id),
    );
    r.get('/users/appraisal', { config, schema: { tags: ['lookups'], response: { 200: staffAnswer } } }, async (req) =>
      listAssignableUsers(ctx, currentDealer(req).id),
    );
    r.get(
      '/appraisal_deal_types',
      { config, schema: { tags: ['lookups'], response: { 200: dealTypesAnswer } } },
      async () => listDealTypes(ctx),
    );
    r.get(
      '/dealer_bidders',
      { config, schema: { tags: ['lookups'], querystring: bidderQuery, response: { 200: biddersAnswer } } },
      async (req) => listBidders(ctx, currentDealer(req).id, req.query.filter.name),
    );
    r.get(
      '/linked_dealers',
      { config, schema: { tags: ['lookups'], response: { 200: linkedDealersAnswer } } },
      async (req) => listLinkedDealers(ctx, currentDealer(req).id),
    );
  };
}
