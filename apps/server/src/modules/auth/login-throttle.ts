import type { AppContext } from '../../context';
import { TooManyRequestsError } from '../../lib/errors';
import { clearHits, countLimitHit, readHits } from '../rate-limits/rate-limits.service';

export const RATE_LIMIT_MESSAGE = 'Too many sign-in attempts. Please wait a few minutes and try again.';

const IP_BUCKET = 'login:ip';
const ACCOUNT_BUCKET = 'login:account';
const accountKey = (email: string) => email.trim().toLowerCase();

/**
 * Sign-in throttling per address (every attempt counts) and per account (failures count, so a
 * stranger cannot lock a user out for longer than the window by guessing). Both refuse with 429.
 * The counters live in the database, so every server instance shares them.
 */
export async function checkLoginAllowed(ctx: AppContext, ip: string, email: string): Promise<void> {
  const { login } = ctx.config;
  const now = ctx.now();
  const attempts = await countLimitHit(ctx.db, IP_BUCKET, ip, login.windowMs, now);
  if (attempts.count > login.maxAttemptsPerIp) throw new TooManyRequestsError(RATE_LIMIT_MESSAGE);
  const failures = await readHits(ctx.db, ACCOUNT_BUCKET, accountKey(email), now);
  if (failures >= login.maxFailuresPerAccount) throw new TooManyRequestsError(RATE_LIMIT_MESSAGE);
}

export async function recordLoginFailure(ctx: AppContext, email: string): Promise<void> {
  await countLimitHit(ctx.db, ACCOUNT_BUCKET, accountKey(email), ctx.config.login.windowMs, ctx.now());
}

export async function recordLoginSuccess(ctx: AppContext, email: string): Promise<void> {
  await clearHits(ctx.db, ACCOUNT_BUCKET, accountKey(email));
}
