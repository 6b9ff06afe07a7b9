import {
  apiResultAnswer,
  apiResultIdParam,
  apiResultInfoAnswer,
  idParam,
  inspectionLinkAnswer,
  inspectionWebhookAnswer,
} from '@dealer/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { inspectionClient } from '../../integrations/inspection/client';
import { type InspectionPort, SIGNATURE_HEADER } from '../../integrations/inspection/port';
import { currentDealer, currentUserId } from '../../plugins/access';
import { getValuationApiResult, getValuationApiResultInfo } from '../valuations';
import {
  getApiResult,
  getApiResultInfo,
  INSPECTION_MESSAGES,
  INSPECTION_SEND_TO,
  receiveInspectionWebhook,
  sendInspectionLink,
} from './inspections.service';

const params = z.object({ id: idParam() });
const resultParams = params.extend({ resultId: apiResultIdParam() });
const linkBody = z.object({ sendTo: z.enum(INSPECTION_SEND_TO, { error: INSPECTION_MESSAGES.sendTo }) });

/**
 * "Send inspection link", the stored provider results (inspection answers by number, valuations by
 * "{provider}-{n}", answered by the valuations module), and the provider's webhook.
 */
export function inspectionRoutes(
  ctx: AppContext,
  port: InspectionPort = inspectionClient(ctx.fetch, ctx.config.inspection),
) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const config = { access: 'dealer' as const };
    const actor = (req: FastifyRequest) => ({ dealer: currentDealer(req), userId: currentUserId(req) });

    r.post(
      '/appraisals/:id/inspection-link',
      { config, schema: { tags: ['appraisals'], params, body: linkBody, response: { 200: inspectionLinkAnswer } } },
      (req) => sendInspectionLink(ctx, port, actor(req), req.params.id, req.body.sendTo),
    );
    r.get(
      '/appraisals/:id/api-results/:resultId',
      { config, schema: { tags: ['appraisals'], params: resultParams, response: { 200: apiResultAnswer } } },
      (req) => {
        const result = req.params.resultId;
        return result.kind === 'valuation'
          ? getValuationApiResult(ctx, actor(req), req.params.id, result.provider, result.id)
          : getApiResult(ctx, currentDealer(req).id, req.params.id, result.id);
      },
    );
    r.get(
      '/appraisals/:id/api-results/:resultId/info',
      { config, schema: { tags: ['appraisals'], params: resultParams, response: { 200: apiResultInfoAnswer } } },
      (req) => {
        const result = req.params.resultId;
        return result.kind === 'valuation'
          ? getValuationApiResultInfo(ctx, actor(req), req.params.id, result.provider, result.id)
          : getApiResultInfo(ctx, currentDealer(req).id, req.params.id, result.id);
      },
    );
    await app.register(inspectionWebhookRoutes(ctx));
  };
}

/**
 * The provider's webhook, public and HMAC-signed. Its own plugin so that JSON stays raw bytes here
 * only: the signature is over the exact body sent, which a parse and re-serialise would not keep.
 */
function inspectionWebhookRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    const schema = { tags: ['webhooks'], response: { 200: inspectionWebhookAnswer } };
    app.post('/webhooks/inspection', { config: { access: 'public' }, schema }, (req) => {
      const signature = req.headers[SIGNATURE_HEADER];
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      return receiveInspectionWebhook(ctx, raw, typeof signature === 'string' ? signature : undefined);
    });
  };
}
