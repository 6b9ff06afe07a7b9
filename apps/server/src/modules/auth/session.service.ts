import type { RoleName } from '@dealer/domain';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { randomToken, sha256 } from '../../lib/crypto';
import {
  deleteOtherSessionsOf,
  deleteSession,
  deleteSessionsOf,
  extendSession,
  findLiveSession,
  insertSession,
} from './auth.repository';
import type { CachedSession } from './session-cache';

export const SESSION_COOKIE = 'da_session';

export async function createSession(
  ctx: AppContext,
  userId: number,
  meta: { ip: string | null; userAgent: string | null },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken();
  const expiresAt = new Date(ctx.now().getTime() + ctx.config.sessionTtlMs);
  await insertSession(ctx.db, { idHash: sha256(token), userId, expiresAt, ...meta });
  return { token, expiresAt };
}

/**
 * The user id behind a session cookie, and the roles at `dealerId` (the x-dealer-id header), from
 * the instance's session cache when it holds them. Sessions slide: once less than half the lifetime
 * is left, the expiry moves forward (answered as renewedUntil so the cookie can follow).
 */
export async function resolveSession(
  ctx: AppContext,
  token: string,
  dealerId: number | null = null,
): Promise<{ userId: number; roles: RoleName[]; renewedUntil: Date | null } | null> {
  const idHash = sha256(token);
  const now = ctx.now();
  const epoch = ctx.sessions.epoch;
  const session = await liveSession(ctx, idHash, dealerId, epoch);
  if (!session) return null;
  const { userId, roles } = session;
  const ttl = ctx.config.sessionTtlMs;
  if (session.expiresAt.getTime() - now.getTime() > ttl / 2) return { userId, roles, renewedUntil: null };
  const renewedUntil = new Date(now.getTime() + ttl);
  await extendSession(ctx.db, idHash, renewedUntil);
  ctx.sessions.set(idHash, dealerId, { userId, roles, expiresAt: renewedUntil }, epoch);
  return { userId, roles, renewedUntil };
}

/**
 * The live session stored as `idHash`, with the roles at `dealerId`: from the instance's cache, else
 * from the database and then kept (unless a revocation came since `epoch`).
 */
export async function liveSession(
  ctx: Pick<AppContext, 'db' | 'now' | 'sessions'>,
  idHash: string,
  dealerId: number | null,
  epoch = ctx.sessions.epoch,
): Promise<CachedSession | null> {
  const now = ctx.now();
  const cached = ctx.sessions.get(idHash, dealerId, now);
  if (cached) return cached;
  const found = await findLiveSession(ctx.db, idHash, now, dealerId);
  if (!found) return null;
  ctx.sessions.set(idHash, dealerId, found, epoch);
  return found;
}

/** Signs out the device holding `token`. */
export async function endSession(ctx: AppContext, token: string): Promise<void> {
  const userId = await deleteSession(ctx.db, sha256(token));
  if (userId !== null) ctx.sessions.forgetUser(userId);
}

/**
 * Signs the user out everywhere (their last dealer took them off, their password or e-mail
 * changed). The commit tells every instance (migration 0013); this one forgets at once.
 */
export async function endAllSessions(ctx: AppContext, db: DbOrTx, userId: number): Promise<void> {
  await deleteSessionsOf(db, userId);
  ctx.sessions.forgetUser(userId);
}

/** Signs the user out on every device but the one holding `keepToken`. */
export async function endOtherSessions(ctx: AppContext, db: DbOrTx, userId: number, keepToken: string): Promise<void> {
  await deleteOtherSessionsOf(db, userId, sha256(keepToken));
  ctx.sessions.forgetUser(userId);
}

/** The user of a live session named by its stored hash (the live channel re-checks its stream's session). */
export async function liveSessionUser(ctx: AppContext, idHash: string): Promise<number | null> {
  const session = await findLiveSession(ctx.db, idHash, ctx.now());
  return session?.userId ?? null;
}
