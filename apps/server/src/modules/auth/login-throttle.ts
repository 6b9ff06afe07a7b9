import type { AppContext } from '../../context';
import { TooManyRequestsError } from '../../lib/errors';
import { bumpCounter, clearCounter, readCounter } from './auth.repository';

export const RATE_LIMIT_MESSAGE = 'Too many sign-in attempts. Please wait a few minutes and try again.';

const ipKey = (ip: string) => `ip:${ip}`;
const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;

/**
 * Sign-in throttling per address (every attempt counts) and per account (failures count, so a
 * stranger cannot lock a user out for longer than the window by guessing). Both refuse with 429.
 */
export async function checkLoginAllowed(ctx: AppContext, ip: string, email: string): Promise<void> {
  const { login } = ctx.config;
  const now = ctx.now();
  const attempts = await bumpCounter(ctx.db, ipKey(ip), login.windowMs, now);
  if (attempts > login.maxAttemptsPerIp) throw new TooManyRequestsError(RATE_LIMIT_MESSAGE);
  const failures = await readCounter(ctx.db, accountKey(email), login.windowMs, now);
  if (failures >= login.maxFailuresPerAccount) throw new TooManyRequestsError(RATE_LIMIT_MESSAGE);
}

export async function recordLoginFailure(ctx: AppContext, email: string): Promise<void> {
  await bumpCounter(ctx.db, accountKey(email), ctx.config.login.windowMs, ctx.now());
}

export async function recordLoginSuccess(ctx: AppContext, email: string): Promise<void> {
  await clearCounter(ctx.db, accountKey(email));
}
