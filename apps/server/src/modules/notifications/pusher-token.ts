import { hmac, safeEqual } from '../../lib/crypto';

/** How long a live-channel token opens a stream for; the open stream then re-checks its session. */
export const PUSHER_TOKEN_TTL_MS = 60_000;

export interface PusherClaims {
  userId: number;
  /** The stored hash of the session the token was made for: the stream lives as long as it does. */
  sessionHash: string;
  expiresAt: Date;
}

const PURPOSE = 'live-channel';

/** A short-lived token bound to the user and session: `payload.signature`, HMAC over the payload. */
export function signPusherToken(secret: string, claims: PusherClaims): string {
  const payload = Buffer.from(
    JSON.stringify({ u: claims.userId, s: claims.sessionHash, e: claims.expiresAt.getTime() }),
  ).toString('base64url');
  return `${payload}.${hmac(secret, `${PURPOSE}.${payload}`)}`;
}

export function readPusherToken(secret: string, token: string, now: Date): PusherClaims | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  if (!safeEqual(signature, hmac(secret, `${PURPOSE}.${payload}`))) return null;
  try {
    const c = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { u: number; s: string; e: number };
    if (!Number.isInteger(c.u) || typeof c.s !== 'string' || !Number.isFinite(c.e) || c.e <= now.getTime()) return null;
    return { userId: c.u, sessionHash: c.s, expiresAt: new Date(c.e) };
  } catch {
    return null;
  }
}
