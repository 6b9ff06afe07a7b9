import {
  campaignListsAnswer,
  idParam,
  MAILING_LIST_MAX_BYTES,
  mailingListDocumentAnswer,
  mailingListFileSchema,
  mailingSendProgressAnswer,
  mailingSendStartedAnswer,
  ROUTE_ROLES,
  textParam,
  unsubscribedAnswer,
  uploadedListAnswer,
} from '@dealer/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { createStorage, type FileStorage } from '../../integrations/storage';
import { currentDealer, currentUserId } from '../../plugins/access';
import { campaignMailingLists, getMailingList, uploadMailingList } from './campaign-mailing.service';
import { cancelMailingSend, startMailingSend } from './mailing-send.service';
import { unsubscribe } from './unsubscribe';

const params = z.object({ id: idParam() });
const docParams = z.object({ id: textParam(100) });
const actorOf = (req: FastifyRequest) => ({ dealer: currentDealer(req), userId: currentUserId(req) });
/** The base64 of the largest list, with room for the JSON around it. */
const uploadBodyLimit = Math.ceil(MAILING_LIST_MAX_BYTES / 3) * 4 + 64 * 1024;

/**
 * Campaign mailing lists (part 1 section 2 "Mailing-list upload", part 2 section 7): upload, the
 * rows with their verdicts, sending; all dealer admin only (part 2 section 6). Plus the public
 * unsubscribe every invitation links to.
 */
export function campaignMailingRoutes(ctx: AppContext, storage: FileStorage = createStorage(ctx.config)) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const config = { roles: ROUTE_ROLES.dealerSettings };
    const tags = ['campaign mailing lists'];

    r.get(
      '/dealer_campaigns/:id/documents',
      { config, schema: { tags, params, response: { 200: campaignListsAnswer } } },
      (req) => campaignMailingLists(ctx, currentDealer(req), req.params.id),
    );
    r.post(
      '/dealer_campaigns/:id/documents',
      {
        config,
        bodyLimit: uploadBodyLimit,
        schema: { tags, params, body: mailingListFileSchema, response: { 200: uploadedListAnswer } },
      },
      (req) => uploadMailingList(ctx, storage, actorOf(req), req.params.id, req.body),
    );
    r.get(
      '/dealer_campaigns/document/:id',
      { config, schema: { tags, params: docParams, response: { 200: mailingListDocumentAnswer } } },
      (req) => getMailingList(ctx, storage, currentDealer(req), req.params.id),
    );
    r.get(
      '/dealer_campaigns/document/:id/sendEmail',
      { config, schema: { tags, params: docParams, response: { 200: mailingSendStartedAnswer } } },
      (req) => startMailingSend(ctx, storage, actorOf(req), req.params.id),
    );
    r.post(
      '/dealer_campaigns/document/:id/cancelSend',
      { config, schema: { tags, params: docParams, response: { 200: mailingSendProgressAnswer } } },
      (req) => cancelMailingSend(ctx, actorOf(req), req.params.id),
    );

    r.post(
      '/public/unsubscribe',
      {
        config: { access: 'public' as const, rateLimit: { max: 30, timeWindow: '15 minutes' } },
        schema: { tags, body: z.object({ token: textParam(2000) }), response: { 200: unsubscribedAnswer } },
      },
      (req) => unsubscribe(ctx, req.body.token),
    );
  };
}
