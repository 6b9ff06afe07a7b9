import {
  fileAnswer,
  madeOfferAnswer,
  offerComparisonPreviewAnswer,
  offerPayloadSchema,
  offerRenewalAnswer,
  offerResponseAnswer,
  publicOfferAnswer,
  textParam,
} from '@dealer/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { createStorage } from '../../integrations/storage';
import { asJsonOf } from '../../lib/as-json';
import { ValidationError } from '../../lib/errors';
import { currentDealer, currentUserId } from '../../plugins/access';
import { actorOf, dealerAccess, idParams } from '../appraisals/appraisal-route-kit';
import { previewOfferComparison } from './offer-comparison';
import { offerLetter, publicOffer, requestRenewal, respondByLink, respondByStaff } from './offer-response.service';
import { makeOffer, OFFER_MESSAGES_SERVER, type OfferPorts } from './offers.service';

/** The customer's link is public: capped per address, like the other link-driven calls. */
const linkRateLimit = { max: 60, timeWindow: '1 minute' };
const tokenParams = z.object({ token: textParam(100) });
const respondParams = idParams.extend({ x: z.enum(['accept', 'decline']) });
const respondBody = z.object({ token: textParam(100).optional() }).nullish();

/** The Idempotency-Key header (one per dialog submit); absent means every call is a new offer. */
function idempotencyKey(req: FastifyRequest): string | undefined {
  const raw = req.headers['idempotency-key'];
  if (raw === undefined) return undefined;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key || key.length > 200)
    throw new ValidationError(OFFER_MESSAGES_SERVER.badKey, { 'idempotency-key': OFFER_MESSAGES_SERVER.badKey });
  return key;
}

export function offerRoutes(ctx: AppContext, ports: OfferPorts = { storage: createStorage(ctx.config) }) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['offers'];

    r.post(
      '/appraisals/:id/offer',
      {
        config: dealerAccess,
        schema: { tags, params: idParams, body: offerPayloadSchema, response: { 200: madeOfferAnswer } },
      },
      (req) => asJsonOf(makeOffer(ctx, ports, actorOf(req), req.params.id, req.body, idempotencyKey(req))),
    );

    r.get(
      '/appraisals/:id/offer-comparison',
      {
        config: dealerAccess,
        schema: { tags, params: idParams, response: { 200: offerComparisonPreviewAnswer } },
      },
      (req) => previewOfferComparison(ctx, actorOf(req), req.params.id),
    );

    r.get(
      '/offers/:token',
      {
        config: { access: 'public', rateLimit: linkRateLimit },
        schema: { tags, params: tokenParams, response: { 200: publicOfferAnswer } },
      },
      (req) => publicOffer(ctx, req.params.token),
    );

    r.post(
      '/offers/:token/renewal',
      {
        config: { access: 'public', rateLimit: linkRateLimit },
        schema: { tags, params: tokenParams, response: { 200: offerRenewalAnswer } },
      },
      (req) => requestRenewal(ctx, req.params.token),
    );

    r.get(
      '/offers/:token/letter',
      {
        config: { access: 'public', rateLimit: linkRateLimit },
        schema: { tags, params: tokenParams, response: { 200: fileAnswer('application/pdf', 'the offer letter') } },
      },
      async (req, reply) => {
        const { file, name } = await offerLetter(ctx, ports.storage, req.params.token);
        return reply
          .header('content-type', 'application/pdf')
          .header('content-length', file.size)
          .header('content-disposition', `inline; filename="${name}"`)
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-cache')
          .send(file.body);
      },
    );

    // Public with the link's token (the customer), or staff with a session and x-dealer-id
    // recording an answer given by phone. A signed-in request is staff's whatever it carries: a
    // token read off the record never lends staff rights their roles lack (issue 35).
    r.post(
      '/appraisals/:id/respond/:x',
      {
        config: { access: 'public', rateLimit: linkRateLimit },
        schema: { tags, params: respondParams, body: respondBody, response: { 200: offerResponseAnswer } },
      },
      (req) => {
        const token = req.body?.token;
        if (token && req.userId === null) return respondByLink(ctx, req.params.id, req.params.x, token);
        const userId = currentUserId(req);
        return asJsonOf(respondByStaff(ctx, { dealer: currentDealer(req), userId }, req.params.id, req.params.x));
      },
    );
  };
}
