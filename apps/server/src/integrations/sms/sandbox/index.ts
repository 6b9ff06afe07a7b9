import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../../context';
import { SMS_INBOUND_PATH } from '../webhook-paths';
import { later, postSigned } from './callbacks';
import { sandboxServiceNumberOf } from './numbers';
import { phonePage, phonesIndexPage } from './phone-page';
import { E164, fateOf } from './rules';
import { conversationOf, numbersThatTexted, phonesTexted, saveSandboxSms, setSandboxSmsStatus } from './store';

export { smsSandboxSettled } from './callbacks';
export { sandboxNumberOf } from './numbers';

const messageForm = z.object({
  To: z.string().optional(),
  From: z.string().optional(),
  MessagingServiceSid: z.string().optional(),
  Body: z.string().optional(),
  StatusCallback: z.url().optional(),
});
const MESSAGING_SERVICE = /^MG[0-9a-f]{32}$/;

const replyForm = z.object({
  Body: z.string().trim().min(1).max(1600),
  To: z.string().regex(E164).optional(),
});

const sid = (prefix: string) => `${prefix}${randomBytes(16).toString('hex')}`;

/** Twilio's error body: `{code, message, more_info, status}`. */
function twilioError(reply: FastifyReply, status: number, code: number, message: string) {
  return reply.code(status).send({ code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });
}

/**
 * A stand-in for Twilio's Messages API (DESIGN.md 5), mounted at /sandbox/sms when SANDBOX is on:
 * `POST /2010-04-01/Accounts/{sid}/Messages.json` with Basic auth answers 201 and then posts the
 * signed status callbacks (sent, then delivered or a failure by the rules in rules.ts). The account
 * owns every number, so a text goes From any E.164 number (each dealer's own: see numbers.ts), or
 * through a MessagingServiceSid, which sends from the service's one number and, as Twilio does,
 * names it only in the callbacks. A phone-shaped page per number, /sandbox/sms/phones/{digits},
 * shows what it received and sends a reply (STOP, START ...) to the dealer number that texted it,
 * through our inbound webhook, signed the same way (with the sandbox's own auth token, so once a
 * real provider is configured our webhook refuses it).
 */
export function smsSandbox(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    // Its own credentials, never a real provider's: what it signs, our webhooks accept only while
    // the sandbox is the configured provider.
    const sms = ctx.config.sandboxCredentials.sms;
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const base = `${ctx.config.publicUrl}/sandbox/sms`;
    const phoneHref = (phone: string) => `${base}/phones/${phone.replace(/\D/g, '')}`;

    app.post('/2010-04-01/Accounts/:accountSid/Messages.json', async (req: FastifyRequest, reply) => {
      const { accountSid } = req.params as { accountSid: string };
      const expected = `Basic ${Buffer.from(`${sms.accountSid}:${sms.authToken}`).toString('base64')}`;
      if (req.headers.authorization !== expected || accountSid !== sms.accountSid) {
        return twilioError(reply, 401, 20003, 'Authenticate');
      }
      const form = messageForm.safeParse(req.body ?? {});
      if (!form.success) return twilioError(reply, 400, 21609, 'Invalid StatusCallback');
      const { To: to = '', Body: body = '', StatusCallback: callback, MessagingServiceSid: service } = form.data;
      if (!E164.test(to)) return twilioError(reply, 400, 21211, `The 'To' number ${to} is not a valid phone number.`);
      if (service !== undefined && !MESSAGING_SERVICE.test(service)) {
        return twilioError(reply, 400, 21701, `The Messaging Service Sid ${service} is invalid.`);
      }
      if (service === undefined && !form.data.From) {
        return twilioError(reply, 400, 21603, "A 'From' phone number is required.");
      }
      const from = service ? sandboxServiceNumberOf(service) : (form.data.From ?? '');
      if (!E164.test(from))
        return twilioError(reply, 400, 21212, `The 'From' number ${from} is not a valid phone number.`);
      if (!body.trim()) return twilioError(reply, 400, 21602, 'Message body is required.');
      const fate = fateOf(to);
      if ('refused' in fate) return twilioError(reply, 400, fate.refused.code, fate.refused.message);
      const message = await saveSandboxSms(ctx.db, {
        sid: sid('SM'),
        accountSid,
        to,
        from,
        body,
        status: 'queued',
        statusCallback: callback ?? null,
        createdAt: ctx.now(),
      });
      later(ctx, async () => {
        for (const [status, errorCode] of [
          ['sent', null],
          [fate.final, fate.errorCode],
        ] as const) {
          await setSandboxSmsStatus(ctx.db, message.sid, status, errorCode);
          if (!callback) continue;
          const params: Record<string, string> = {
            AccountSid: accountSid,
            ApiVersion: '2010-04-01',
            From: from,
            MessageSid: message.sid,
            MessageStatus: status,
            SmsSid: message.sid,
            SmsStatus: status,
            To: to,
          };
          if (errorCode) params.ErrorCode = errorCode;
          await postSigned(ctx, sms.authToken, callback, params);
        }
      });
      return reply.code(201).send({
        sid: message.sid,
        account_sid: accountSid,
        to,
        // Twilio picks a service's number when it sends, and says which in the callbacks.
        from: service ? null : from,
        body,
        status: service ? 'accepted' : 'queued',
        messaging_service_sid: service ?? null,
        num_segments: String(Math.ceil(body.length / 160)),
        direction: 'outbound-api',
        api_version: '2010-04-01',
        date_created: message.createdAt.toUTCString(),
        error_code: null,
        error_message: null,
        uri: `/2010-04-01/Accounts/${accountSid}/Messages/${message.sid}.json`,
      });
    });

    app.get('/phones', async (_req, reply) =>
      reply.type('text/html').send(phonesIndexPage(await phonesTexted(ctx.db), phoneHref)),
    );

    app.get('/phones/:digits', async (req, reply) => {
      const phone = phoneOf(req);
      if (!phone) return reply.code(404).type('text/plain').send('Not a phone number');
      const messages = await conversationOf(ctx.db, phone);
      const senders = await numbersThatTexted(ctx.db, phone);
      return reply.type('text/html').send(phonePage(phone, messages, senders, phoneHref(phone)));
    });

    // The phone's reply goes to the inbound webhook of the dealer number it answers (To; by default
    // the one that texted it last), as the provider would post it.
    app.post('/phones/:digits/reply', async (req, reply) => {
      const phone = phoneOf(req);
      const text = replyForm.safeParse(req.body ?? {});
      if (!phone || !text.success) return reply.code(400).type('text/plain').send('A reply needs a text');
      const to = text.data.To ?? (await numbersThatTexted(ctx.db, phone))[0];
      if (!to) return reply.code(400).type('text/plain').send('Nobody has texted this phone: name the number (To)');
      const message = await saveSandboxSms(ctx.db, {
        sid: sid('SM'),
        accountSid: sms.accountSid,
        to,
        from: phone,
        body: text.data.Body,
        status: 'received',
        createdAt: ctx.now(),
      });
      await postSigned(ctx, sms.authToken, `${ctx.config.publicUrl}${SMS_INBOUND_PATH}`, {
        AccountSid: sms.accountSid,
        ApiVersion: '2010-04-01',
        Body: message.body,
        From: phone,
        MessageSid: message.sid,
        NumMedia: '0',
        SmsSid: message.sid,
        To: to,
      });
      return reply.redirect(phoneHref(phone), 303);
    });
  };
}

function phoneOf(req: FastifyRequest): string | null {
  const { digits } = req.params as { digits: string };
  const phone = `+${digits}`;
  return E164.test(phone) ? phone : null;
}
