import { smsSenderKind } from '@dealer/domain';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { SmsRejectedError, type SmsTransport } from './port';

const TIMEOUT_MS = 8_000;
const created = z.object({ sid: z.string().min(1), status: z.string(), from: z.string().nullish() });
const refusal = z.object({ code: z.number().optional(), message: z.string().optional() });

export interface TwilioConfig {
  url: string;
  accountSid: string;
  authToken: string;
  /** Our status webhook; each message's reference rides along as ?ref=. */
  statusCallbackUrl: string;
}

/**
 * Twilio's Messages API: `POST {url}/2010-04-01/Accounts/{AccountSid}/Messages.json`, HTTP Basic
 * auth with the account SID and auth token, form fields To, Body, StatusCallback and either From
 * (the dealer's number) or MessagingServiceSid (the dealer's messaging service, which picks the
 * number); 201 with the message's sid and, once known, the number it goes from. A 400 refuses the message itself (a number that cannot take texts,
 * an unsubscribed recipient): retrying would not change it. Anything else is worth a retry.
 */
export function twilioSmsTransport(fetch: AppContext['fetch'], config: TwilioConfig): SmsTransport {
  const endpoint = `${config.url.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const auth = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  return {
    name: 'twilio',
    async send(message) {
      const form = new URLSearchParams({
        To: message.to,
        [smsSenderKind(message.from) === 'messaging_service' ? 'MessagingServiceSid' : 'From']: message.from,
        Body: message.text,
        StatusCallback: `${config.statusCallbackUrl}?ref=${encodeURIComponent(message.reference)}`,
      });
      const res = await fetch(endpoint, {
        method: 'POST',
        headers: {
          authorization: auth,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: form.toString(),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const body = await res.json().catch(() => null);
      if (res.status === 400) {
        const why = refusal.safeParse(body);
        const text = why.success ? `${why.data.code ?? ''} ${why.data.message ?? ''}`.trim() : '';
        throw new SmsRejectedError(text || 'The SMS provider refused the message');
      }
      if (!res.ok) throw new Error(`The SMS provider answered ${res.status}`);
      const parsed = created.safeParse(body);
      if (!parsed.success) throw new Error('The SMS provider answered an unexpected body');
      return { outcome: 'sent', providerMessageId: parsed.data.sid, fromNumber: parsed.data.from || null };
    },
  };
}
