import {
  affiliateAssignSchema,
  appraisalEmailSchema,
  assignUsersSchema,
  contactSchema,
  dealTypeSchema,
  financeBankSchema,
  firstUserAnswer,
  ownerStatusSchema,
  sellStrategySchema,
} from '@dealer/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { asJsonOf } from '../../lib/as-json';
import {
  assignUsers,
  editAffiliate,
  editContact,
  editDealType,
  editEmail,
  editFinanceBank,
  editOwnerStatus,
  editSellStrategy,
  firstUser,
} from './appraisal-header.service';
import { actorOf, dealerAccess as config, idParams as params, detailAnswer as response } from './appraisal-route-kit';

/** Header edits of the detail page (part 2 section 2.5); each answers the updated detail. */
export function appraisalHeaderRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['appraisal detail'];

    // Contact and bank bodies may carry only what changed: fields left out stay as they are.
    r.post(
      '/appraisals/:id/contact',
      { config, schema: { tags, params, body: contactSchema.partial(), response } },
      (req) => asJsonOf(editContact(ctx, actorOf(req), req.params.id, req.body)),
    );
    r.post('/appraisals/:id/email', { config, schema: { tags, params, body: appraisalEmailSchema, response } }, (req) =>
      asJsonOf(editEmail(ctx, actorOf(req), req.params.id, req.body)),
    );
    r.post('/appraisals/:id/deal_type', { config, schema: { tags, params, body: dealTypeSchema, response } }, (req) =>
      asJsonOf(editDealType(ctx, actorOf(req), req.params.id, req.body)),
    );
    r.post(
      '/appraisals/:id/finance_bank',
      { config, schema: { tags, params, body: financeBankSchema.partial(), response } },
      (req) => asJsonOf(editFinanceBank(ctx, actorOf(req), req.params.id, req.body)),
    );
    r.post(
      '/appraisals/:id/affiliate',
      { config, schema: { tags, params, body: affiliateAssignSchema, response } },
      (req) => asJsonOf(editAffiliate(ctx, actorOf(req), req.params.id, req.body)),
    );
    r.post(
      '/appraisals/:id/sell_strat',
      { config, schema: { tags, params, body: sellStrategySchema, response } },
      (req) => asJsonOf(editSellStrategy(ctx, actorOf(req), req.params.id, req.body)),
    );
    r.post(
      '/appraisals/:id/owner-status',
      { config, schema: { tags, params, body: ownerStatusSchema, response } },
      (req) => asJsonOf(editOwnerStatus(ctx, actorOf(req), req.params.id, req.body)),
    );
    r.put('/appraisals/:id/users', { config, schema: { tags, params, body: assignUsersSchema, response } }, (req) =>
      asJsonOf(assignUsers(ctx, actorOf(req), req.params.id, req.body)),
    );
    r.post(
      '/appraisals/:id/first_user',
      { config, schema: { tags, params, response: { 200: firstUserAnswer } } },
      (req) => firstUser(ctx, actorOf(req), req.params.id),
    );
  };
}
