import { toE164 } from '@dealer/domain';
import type { AppContext } from '../../context';
import type { SmsConsentChange } from '../../db/schema';
import type { SmsCallbackParams } from '../../integrations/sms/port';
import { verifyTwilioSignature } from '../../integrations/sms/twilio-signature';
import { UnauthorizedError } from '../../lib/errors';
import { applyProviderStatus, type ProviderOutcome } from '../outbox/outbox.repository';
import { dealersThatTexted, recordConsentChange } from './consent.repository';

export const BAD_SIGNATURE = 'The request signature does not match.';

/** Twilio's MessageStatus values, by what they mean for the outbox row. */
const OUTCOMES: Record<string, ProviderOutcome> = {
  accepted: 'sent',
  scheduled: 'sent',
  queued: 'sent',
  sending: 'sent',
  sent: 'sent',
  delivered: 'delivered',
  read: 'delivered',
  undelivered: 'undeliverable',
  failed: 'failed',
  canceled: 'failed',
};

/** Twilio's delivery error codes a dealer admin may meet, in words. */
const ERROR_TEXT: Record<string, string> = {
  '30003': 'Unreachable destination handset',
  '30004': 'Message blocked',
  '30005': 'Unknown destination handset',
  '30006': 'Landline or unreachable carrier',
  '30007': 'Message filtered by the carrier',
  '30008': 'Unknown error',
};

/** Twilio's default opt-out and opt-in keywords. */
const KEYWORDS: Record<string, SmsConsentChange> = {
  STOP: 'stop',
  STOPALL: 'stop',
  UNSUBSCRIBE: 'stop',
  CANCEL: 'stop',
  END: 'stop',
  QUIT: 'stop',
  START: 'start',
  YES: 'start',
  UNSTOP: 'start',
};

function requireSignature(ctx: AppContext, url: string, params: SmsCallbackParams, signature: string | undefined) {
  const token = ctx.config.sms?.authToken;
  if (!token || !verifyTwilioSignature(token, `${ctx.config.publicUrl}${url}`, params, signature)) {
    throw new UnauthorizedError(BAD_SIGNATURE, 'BAD_SIGNATURE');
  }
}

/** A message's status callback: the new state lands on its outbox row. */
export async function receiveSmsStatus(
  ctx: AppContext,
  url: string,
  params: SmsCallbackParams & { MessageSid: string; MessageStatus: string },
  signature: string | undefined,
) {
  requireSignature(ctx, url, params, signature);
  const outcome = OUTCOMES[params.MessageStatus.toLowerCase()];
  if (!outcome) return { received: true, updated: false };
  const ref = new URL(url, ctx.config.publicUrl).searchParams.get('ref');
  const code = params.ErrorCode;
  const error = code
    ? `${code} ${ERROR_TEXT[code] ?? 'Delivery error'}`
    : outcome === 'sent'
      ? null
      : params.MessageStatus;
  const updated = await applyProviderStatus(ctx.db, {
    outboxId: ref && /^\d{1,15}$/.test(ref) ? Number(ref) : null,
    providerMessageId: params.MessageSid,
    outcome,
    error,
    at: ctx.now(),
  });
  return { received: true, updated };
}

/**
 * A text a customer sent to our number. STOP (and Twilio's other opt-out words) or START changes
 * the consent of every dealer that texted the number; anything else needs no answer from us.
 */
export async function receiveInboundSms(
  ctx: AppContext,
  url: string,
  params: SmsCallbackParams & { From: string },
  signature: string | undefined,
): Promise<void> {
  requireSignature(ctx, url, params, signature);
  const keyword = (params.Body ?? '').trim().toUpperCase();
  const change = KEYWORDS[keyword];
  const phone = toE164(params.From);
  if (!change || !phone) return;
  const at = ctx.now();
  for (const dealerId of await dealersThatTexted(ctx.db, phone)) {
    await recordConsentChange(ctx.db, { dealerId, phone, change, source: `inbound ${keyword}`, at });
  }
}
