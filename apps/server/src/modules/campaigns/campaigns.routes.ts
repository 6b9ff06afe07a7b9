import {
  adminListQuerySchema,
  CAMPAIGN_LINK_KINDS,
  campaignAnswer,
  campaignSchema,
  campaignsAnswer,
  fileAnswer,
  idParam,
  ROUTE_ROLES,
  serviceLinkAnswer,
} from '@dealer/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { currentDealer, currentUserId } from '../../plugins/access';
import { campaignQr, type QrFile, serviceLink, serviceQr } from './campaign-qr.service';
import { createCampaign, deleteCampaign, listCampaigns, readCampaign, updateCampaignOf } from './campaigns.service';
import { QR_CONTENT_TYPES, QR_FORMATS } from './qr-code';

const params = z.object({ id: idParam() });
const qrParams = params.extend({
  link: z.enum(CAMPAIGN_LINK_KINDS, { error: `link must be one of: ${CAMPAIGN_LINK_KINDS.join(', ')}` }),
  format: z.enum(QR_FORMATS, { error: `format must be one of: ${QR_FORMATS.join(', ')}` }),
});
const formatParams = qrParams.pick({ format: true });
/** A QR code as a download, in the format the path names. */
const qrFileAnswer = fileAnswer(
  Object.values(QR_CONTENT_TYPES),
  'the QR code as an attachment: SVG, PNG or a PDF poster, as the format asks',
);
const actorOf = (req: FastifyRequest) => ({ dealerId: currentDealer(req).id, userId: currentUserId(req) });
const viewerOf = (req: FastifyRequest) => ({ ...actorOf(req), roles: currentDealer(req).roles });

function sendFile(reply: FastifyReply, file: QrFile) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.name}"`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-cache')
    .send(file.body);
}

/**
 * Campaigns (part 2 sections 2.6, 3, 5 and 6). Reading the list is any member's (the lists'
 * Campaign filter names them); changing campaigns and their QR codes are the Campaigns tab's roles.
 * The service QR code is for the roles part 2 section 6 names (checked in the service).
 */
export function campaignRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const read = { access: 'dealer' as const };
    const write = { roles: ROUTE_ROLES.campaigns };
    const tags = ['campaigns'];

    r.get(
      '/dealer_campaigns',
      { config: read, schema: { tags, querystring: adminListQuerySchema, response: { 200: campaignsAnswer } } },
      async (req, reply) => {
        const { rows, total } = await listCampaigns(ctx, currentDealer(req).id, req.query);
        reply.header('x-total-count', String(total));
        return rows;
      },
    );
    r.post(
      '/dealer_campaigns',
      { config: write, schema: { tags, body: campaignSchema, response: { 200: campaignAnswer } } },
      (req) => createCampaign(ctx, actorOf(req), req.body),
    );
    r.get(
      '/dealer_campaigns/:id',
      { config: read, schema: { tags, params, response: { 200: campaignAnswer } } },
      (req) => readCampaign(ctx, currentDealer(req).id, req.params.id),
    );
    r.put(
      '/dealer_campaigns/:id',
      { config: write, schema: { tags, params, body: campaignSchema, response: { 200: campaignAnswer } } },
      (req) => updateCampaignOf(ctx, actorOf(req), req.params.id, req.body),
    );
    r.delete(
      '/dealer_campaigns/:id',
      { config: write, schema: { tags, params, response: { 200: campaignAnswer } } },
      (req) => deleteCampaign(ctx, actorOf(req), req.params.id),
    );
    r.get(
      '/dealer_campaigns/:id/qr/:link/:format',
      { config: write, schema: { tags, params: qrParams, response: { 200: qrFileAnswer } } },
      async (req, reply) =>
        sendFile(
          reply,
          await campaignQr(ctx, currentDealer(req).id, req.params.id, req.params.link, req.params.format),
        ),
    );
    r.get('/service_qr', { config: read, schema: { tags, response: { 200: serviceLinkAnswer } } }, async (req) => ({
      url: (await serviceLink(ctx, viewerOf(req))).url,
    }));
    r.get(
      '/service_qr/:format',
      { config: read, schema: { tags, params: formatParams, response: { 200: qrFileAnswer } } },
      async (req, reply) => sendFile(reply, await serviceQr(ctx, viewerOf(req), req.params.format)),
    );
  };
}
