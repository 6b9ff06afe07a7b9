import type { Config } from '../../config';
import { hmac, safeEqual } from '../../lib/crypto';

/**
 * The customer's offer link: `${publicUrl}/offer/{token}`. The token names the dealer, the
 * appraisal and the moment the offer was sent, signed with the session secret (a purpose prefix
 * keeps it apart from every other HMAC of that secret). The offer it opens must still be the
 * appraisal's current one, so a newer offer turns every older link dead.
 */
export interface OfferLinkClaims {
  dealerId: number;
  appraisalId: number;
  sentAt: Date;
}

const sign = (secret: string, payload: string) => hmac(secret, `offer-link:${payload}`);

export function offerToken(secret: string, claims: OfferLinkClaims): string {
  const payload = [claims.dealerId, claims.appraisalId, claims.sentAt.getTime()].map((n) => n.toString(36)).join('.');
  return `${payload}.${sign(secret, payload)}`;
}

/** The claims of a token we signed; null for anything else (forged, truncated, malformed). */
export function readOfferToken(secret: string, token: string): OfferLinkClaims | null {
  const parts = token.split('.');
  if (parts.length !== 4) return null;
  const payload = parts.slice(0, 3).join('.');
  if (!safeEqual(parts[3]!, sign(secret, payload))) return null;
  const [dealerId, appraisalId, sentAt] = parts.slice(0, 3).map((p) => Number.parseInt(p, 36));
  if (![dealerId, appraisalId, sentAt].every((n) => Number.isSafeInteger(n) && n! > 0)) return null;
  return { dealerId: dealerId!, appraisalId: appraisalId!, sentAt: new Date(sentAt!) };
}

/** The public offer page the customer opens. */
export function offerPageUrl(config: Pick<Config, 'publicUrl' | 'sessionSecret'>, claims: OfferLinkClaims): string {
  return `${config.publicUrl}/offer/${offerToken(config.sessionSecret, claims)}`;
}

/** The offer letter of that offer, served to whoever holds the link (same-origin path). */
export function offerLetterPath(config: Pick<Config, 'sessionSecret'>, claims: OfferLinkClaims): string {
  return `/api/offers/${offerToken(config.sessionSecret, claims)}/letter`;
}
