import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 of the exact bytes sent, hex: what the provider puts in x-inspection-signature. */
export function signWebhook(secret: string, rawBody: string | Buffer): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

/** Timing-safe check of a received signature over the raw body (before any JSON parsing). */
export function verifyWebhookSignature(secret: string, rawBody: Buffer, signature: string | undefined): boolean {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(signWebhook(secret, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
