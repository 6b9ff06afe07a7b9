import { toE164 } from '@dealer/domain';
import type { AppContext } from '../../context';
import type { SmsConsentChange } from '../../db/schema';
import type { SmsCallbackParams } from '../../integrations/sms/port';
import { verifyTwilioSignature } from '../../integrations/sms/twilio-signature';
import { UnauthorizedError } from '../../lib/errors';
import { receiveCustomerText } from '../customer-messages/customer-messages.service';
import { applyProviderStatus, type ProviderOutcome } from '../outbox/outbox.repository';
import { dealerOfNumber, dealersThatTextedBeforeSenders, recordConsentChange } from './consent.repository';

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
    fromNumber: params.From?.trim() || null,
  });
  return { received: true, updated };
}

/**
 * A text a customer sent to one of our numbers (To): it answers the one dealer that number is
 * (dealerOfNumber), never another dealer that texted the same phone. STOP (and Twilio's other
 * opt-out words) or START changes that dealer's consent; every text, those words included, is
 * listed as received on the dealer's appraisal it answers. To a number no dealer texts from (the
 * one number all dealers shared before each had its own), it answers every dealer that texted the
 * phone from it, so an old text's STOP is still kept. Answers the dealers it reached.
 */
export async function receiveInboundSms(
  ctx: AppContext,
  url: string,
  params: SmsCallbackParams & { From: string },
  signature: string | undefined,
): Promise<number[]> {
  requireSignature(ctx, url, params, signature);
  const phone = toE164(params.From);
  if (!phone) return [];
  const owner = params.To ? await dealerOfNumber(ctx.db, params.To.trim()) : null;
  const dealerIds = owner === null ? await dealersThatTextedBeforeSenders(ctx.db, phone) : [owner];
  const body = (params.Body ?? '').trim();
  const keyword = body.toUpperCase();
  const change = KEYWORDS[keyword];
  const at = ctx.now();
  await ctx.db.transaction(async (tx) => {
    for (const dealerId of dealerIds) {
      if (change) await recordConsentChange(tx, { dealerId, phone, change, source: `inbound ${keyword}`, at });
      if (body) await receiveCustomerText(tx, { dealerId, from: phone, body: body.slice(0, 1600) });
    }
  });
  return dealerIds;
}
