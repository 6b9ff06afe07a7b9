import { z } from 'zod';
import { toE164 } from '../format/phone';
import { boundedString, isBlank } from './fields';

/** Ours (issue #36 point 2; the spec has no sender): the texts of a dealer's SMS sender. */
export const SMS_SENDER_MESSAGES = {
  invalid: 'Enter a phone number such as +15125550100, or a messaging service id (MG and 32 hex digits).',
  taken: 'Another dealer texts from this sender. Each dealer needs its own.',
  /** Recorded on a text the dealer could not send (the Outbox and the appraisal's Messages show it). */
  none: 'This dealer has no number to text from. A dealer admin sets one under Dealer settings > Profile.',
} as const;

/** E.164: a plus, a country code not starting with 0, at most 15 digits in all. */
const E164 = /^\+[1-9]\d{7,14}$/;
/** A Twilio messaging service: MG and 32 hex digits. */
const MESSAGING_SERVICE = /^MG[0-9a-f]{32}$/i;

export type SmsSenderKind = 'number' | 'messaging_service';

/** Which kind a stored (normalised) sender is. */
export function smsSenderKind(sender: string): SmsSenderKind {
  return sender.startsWith('MG') ? 'messaging_service' : 'number';
}

/**
 * A sender as typed, in its stored form: a number in E.164 (a US number may be typed as the spec's
 * phones are, "(512) 555-0100", and gets +1), or a messaging service id (MG + lower-case hex, as
 * Twilio writes them). Null when it is neither.
 */
export function normaliseSmsSender(value: string): string | null {
  const text = value.trim();
  if (MESSAGING_SERVICE.test(text)) return `MG${text.slice(2).toLowerCase()}`;
  if (text.startsWith('+')) {
    const compact = `+${text.slice(1).replace(/[\s().-]/g, '')}`;
    return E164.test(compact) ? compact : null;
  }
  if (/[^\d\s().-]/.test(text)) return null;
  return toE164(text);
}

/**
 * The dealer's SMS sender field: left out, it stays (undefined); blank or null clears it (the
 * dealer's texts are then refused with SMS_SENDER_MESSAGES.none); anything else must be a number or
 * a messaging service id, and comes out normalised.
 */
export function optionalSmsSender() {
  return z
    .union([boundedString(SMS_SENDER_MESSAGES.invalid, 40), z.null()], { error: SMS_SENDER_MESSAGES.invalid })
    .optional()
    .transform((v, ctx) => {
      if (v === undefined) return undefined;
      if (isBlank(v)) return null;
      const sender = normaliseSmsSender(v as string);
      if (!sender) {
        ctx.addIssue({ code: 'custom', message: SMS_SENDER_MESSAGES.invalid });
        return z.NEVER;
      }
      return sender;
    });
}
