import { fileAnswer, smsStatusReceivedAnswer } from '@dealer/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { TWILIO_SIGNATURE_HEADER } from '../../integrations/sms/twilio-signature';
import { receiveInboundSms, receiveSmsStatus } from './sms-webhooks.service';

// Every field the provider posts is signed, so none is dropped before the check (loose objects).
const field = z.string().max(2000);
const statusBody = z.looseObject({
  MessageSid: field.min(1),
  MessageStatus: field.min(1),
  ErrorCode: field.optional(),
  From: field.optional(),
});
const inboundBody = z.looseObject({ From: field.min(1), To: field.optional(), Body: field.optional() });
const FORM = 'application/x-www-form-urlencoded';
const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

const headerOf = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);
const stringsOf = (body: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)]));

/**
 * The SMS provider's webhooks (Twilio's form-encoded POSTs), public and verified by the
 * X-Twilio-Signature over our URL and the posted fields.
 */
export function smsWebhookRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.addContentTypeParser(FORM, { parseAs: 'string' }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const r = app.withTypeProvider<ZodTypeProvider>();
    const config = { access: 'public' as const };
    r.post(
      '/webhooks/sms/status',
      {
        config,
        schema: { tags: ['webhooks'], consumes: [FORM], body: statusBody, response: { 200: smsStatusReceivedAnswer } },
      },
      (req) =>
        receiveSmsStatus(
          ctx,
          req.url,
          { ...stringsOf(req.body), MessageSid: req.body.MessageSid, MessageStatus: req.body.MessageStatus },
          headerOf(req.headers[TWILIO_SIGNATURE_HEADER]),
        ),
    );
    r.post(
      '/webhooks/sms/inbound',
      {
        config,
        schema: {
          tags: ['webhooks'],
          consumes: [FORM],
          body: inboundBody,
          // TwiML: an empty <Response/>, so the provider sends no reply text of its own.
          response: { 200: fileAnswer('text/xml', 'TwiML with no reply: the provider answers the customer nothing') },
        },
      },
      async (req, reply) => {
        await receiveInboundSms(
          ctx,
          req.url,
          { ...stringsOf(req.body), From: req.body.From },
          headerOf(req.headers[TWILIO_SIGNATURE_HEADER]),
        );
        return reply.type('text/xml').send(EMPTY_TWIML);
      },
    );
  };
}
