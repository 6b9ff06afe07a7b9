import {
  adminListQuerySchema,
  affiliateSchema,
  bankSchema,
  dealerListItemAnswer,
  dealerListItemDeletedAnswer,
  dealerListItemsAnswer,
  dealerSettingAnswer,
  dealerSettingsAnswer,
  idParam,
  offerTermsAnswer,
  offerTermsSchema,
  ROUTE_ROLES,
} from '@dealer/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { currentDealer, currentUserId } from '../../plugins/access';
import {
  AFFILIATE_LIST,
  BANK_LIST,
  createItem,
  deleteItem,
  listItems,
  readItem,
  updateItem,
} from './dealer-lists.service';
import { dealerOfferTerms, updateOfferTerms } from './offer-terms.service';
import { listSettings, readSetting, updateSetting } from './settings-admin.service';

const params = z.object({ id: idParam() });
const actorOf = (req: FastifyRequest) => ({ dealerId: currentDealer(req).id, userId: currentUserId(req) });

/**
 * Dealer settings (part 2 sections 2.6 and 7 "Dealer admin"): the defaults 40107-40118 and the
 * affiliate and bank lists. Dealer admin only, for the x-dealer-id dealer.
 */
export function dealerSettingsRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const config = { roles: ROUTE_ROLES.dealerSettings };

    r.get(
      '/dealer_settings',
      { config, schema: { tags: ['dealer settings'], response: { 200: dealerSettingsAnswer } } },
      (req) => listSettings(ctx, currentDealer(req).id),
    );
    r.get(
      '/dealer_settings/:id',
      { config, schema: { tags: ['dealer settings'], params, response: { 200: dealerSettingAnswer } } },
      (req) => readSetting(ctx, currentDealer(req).id, req.params.id),
    );
    // The value's rule depends on the id (boolean, number or one of a list): the service checks it.
    r.put(
      '/dealer_settings/:id',
      {
        config,
        schema: {
          tags: ['dealer settings'],
          params,
          body: z.object({ value: z.unknown() }),
          response: { 200: dealerSettingAnswer },
        },
      },
      (req) => updateSetting(ctx, actorOf(req), req.params.id, req.body.value),
    );

    // The dealer's terms of an offer: every member reads them (the offer dialog starts from them),
    // the dealer admin changes them on the Defaults tab.
    r.get(
      '/dealer_offer_terms',
      { config: { access: 'dealer' }, schema: { tags: ['dealer settings'], response: { 200: offerTermsAnswer } } },
      (req) => dealerOfferTerms(ctx.db, currentDealer(req).id),
    );
    r.put(
      '/dealer_offer_terms',
      { config, schema: { tags: ['dealer settings'], body: offerTermsSchema, response: { 200: offerTermsAnswer } } },
      (req) => updateOfferTerms(ctx, actorOf(req), req.body),
    );

    for (const [path, list, body] of [
      ['/dealer_affiliates', AFFILIATE_LIST, affiliateSchema],
      ['/dealer_banks', BANK_LIST, bankSchema],
    ] as const) {
      const tags = [path.slice(1)];
      r.get(
        path,
        { config, schema: { tags, querystring: adminListQuerySchema, response: { 200: dealerListItemsAnswer } } },
        async (req, reply) => {
          const { rows, total } = await listItems(ctx, list, currentDealer(req).id, req.query);
          reply.header('x-total-count', String(total));
          return rows;
        },
      );
      r.post(path, { config, schema: { tags, body, response: { 200: dealerListItemAnswer } } }, (req) =>
        createItem(ctx, list, actorOf(req), req.body),
      );
      r.get(`${path}/:id`, { config, schema: { tags, params, response: { 200: dealerListItemAnswer } } }, (req) =>
        readItem(ctx, list, currentDealer(req).id, req.params.id),
      );
      r.put(`${path}/:id`, { config, schema: { tags, params, body, response: { 200: dealerListItemAnswer } } }, (req) =>
        updateItem(ctx, list, actorOf(req), req.params.id, req.body),
      );
      r.delete(
        `${path}/:id`,
        { config, schema: { tags, params, response: { 200: dealerListItemDeletedAnswer } } },
        (req) => deleteItem(ctx, list, actorOf(req), req.params.id),
      );
    }
  };
}
