import type { RoleName } from '@dealer/domain';
import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dealerUserRoles, roles, sessions, type TokenKind, users, userTokens } from '../../db/schema';

export interface SessionRecord {
  userId: number;
  expiresAt: Date;
}

export async function insertSession(
  db: DbOrTx,
  values: { idHash: string; userId: number; expiresAt: Date; ip: string | null; userAgent: string | null },
): Promise<void> {
  await db.insert(sessions).values(values);
}

/**
 * A live session of an active user, or undefined; with `dealerId`, also the roles the user holds
 * there (empty when not a member), in the same round trip: every dealer request needs both.
 */
export async function findLiveSession(
  db: DbOrTx,
  idHash: string,
  now: Date,
  dealerId: number | null = null,
): Promise<(SessionRecord & { roles: RoleName[] }) | undefined> {
  const [row] = await liveSessionQuery(db).execute({ idHash, now, dealerId: dealerId ?? 0 });
  return row;
}

function buildLiveSessionQuery(db: DbOrTx) {
  const rolesAtDealer = sql<RoleName[]>`coalesce((
    select array_agg(${roles.name} order by ${roles.id}) from ${dealerUserRoles}
    join ${roles} on ${roles.id} = ${dealerUserRoles.roleId}
    where ${dealerUserRoles.userId} = ${sessions.userId} and ${dealerUserRoles.dealerId} = ${sql.placeholder('dealerId')}
  ), '{}')`;
  return db
    .select({ userId: sessions.userId, expiresAt: sessions.expiresAt, roles: rolesAtDealer })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.idHash, sql.placeholder('idHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        eq(users.active, true),
      ),
    )
    .prepare('live_session');
}

// Every request runs this query: it is built once per database handle, not on each request.
const liveSessionQueries = new WeakMap<DbOrTx, ReturnType<typeof buildLiveSessionQuery>>();
function liveSessionQuery(db: DbOrTx) {
  let query = liveSessionQueries.get(db);
  if (!query) {
    query = buildLiveSessionQuery(db);
    liveSessionQueries.set(db, query);
  }
  return query;
}

export async function extendSession(db: DbOrTx, idHash: string, expiresAt: Date): Promise<void> {
  await db.update(sessions).set({ expiresAt }).where(eq(sessions.idHash, idHash));
}

/** Ends one session; answers its user (null when there was none). */
export async function deleteSession(db: DbOrTx, idHash: string): Promise<number | null> {
  const [row] = await db.delete(sessions).where(eq(sessions.idHash, idHash)).returning({ userId: sessions.userId });
  return row?.userId ?? null;
}

/** After a password change every other device must sign in again. */
export async function deleteSessionsOf(db: DbOrTx, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** A password change keeps the device that made it signed in and ends the others. */
export async function deleteOtherSessionsOf(db: DbOrTx, userId: number, keepIdHash: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.idHash, keepIdHash)));
}

export async function deleteExpiredSessions(db: DbOrTx, now: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}

export async function insertToken(
  db: DbOrTx,
  values: { userId: number; kind: TokenKind; tokenHash: string; expiresAt: Date; newEmail?: string },
): Promise<void> {
  await db.insert(userTokens).values(values);
}

/**
 * Marks an unused, unexpired token used and answers its user, in one statement, so two
 * concurrent uses of the same link cannot both succeed.
 */
export async function consumeToken(
  db: DbOrTx,
  kind: TokenKind,
  tokenHash: string,
  now: Date,
): Promise<number | undefined> {
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(userTokens.tokenHash, tokenHash),
        eq(userTokens.kind, kind),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, now),
      ),
    )
    .returning({ userId: userTokens.userId });
  return row?.userId;
}

/** Like consumeToken, for an e-mail change link: also answers the address it confirms. */
export async function consumeEmailToken(
  db: DbOrTx,
  tokenHash: string,
  now: Date,
): Promise<{ userId: number; newEmail: string | null } | undefined> {
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(userTokens.tokenHash, tokenHash),
        eq(userTokens.kind, 'email'),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, now),
      ),
    )
    .returning({ userId: userTokens.userId, newEmail: userTokens.newEmail });
  return row;
}

/** Using one link ends every other outstanding link of the user, so an older e-mail cannot set the password again. */
export async function endOutstandingTokens(db: DbOrTx, userId: number, now: Date): Promise<void> {
  await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(and(eq(userTokens.userId, userId), isNull(userTokens.usedAt)));
}
