import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SmsCallbackParams } from './port';

export const TWILIO_SIGNATURE_HEADER = 'x-twilio-signature';

/**
 * Twilio's request signature: base64 HMAC-SHA1, keyed with the account's auth token, of the full
 * URL the request was sent to followed by each POST parameter's name and value, sorted by name.
 */
export function twilioSignature(authToken: string, url: string, params: SmsCallbackParams): string {
  const data = Object.keys(params)
    .sort()
    .reduce((acc, key) => acc + key + params[key], url);
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

/** Timing-safe check of a received X-Twilio-Signature. */
export function verifyTwilioSignature(
  authToken: string,
  url: string,
  params: SmsCallbackParams,
  signature: string | undefined,
): boolean {
  if (!signature) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const received = Buffer.from(signature);
  return expected.length === received.length && timingSafeEqual(expected, received);
}
