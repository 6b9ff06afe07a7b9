import type { VehicleHistoryReport } from '@dealer/domain';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { vehicleHistoryConnections, vehicleHistoryConnectStates, vehicleHistorySnapshots } from '../../db/schema';

export type ConnectionRow = typeof vehicleHistoryConnections.$inferSelect;
export type SealedTokens = Pick<ConnectionRow, 'accessTokenSealed' | 'refreshTokenSealed' | 'expiresAt'>;

export async function findConnection(db: Db, userId: number): Promise<ConnectionRow | null> {
  const [row] = await db.select().from(vehicleHistoryConnections).where(eq(vehicleHistoryConnections.userId, userId));
  return row ?? null;
}

export async function saveConnection(db: Db, userId: number, tokens: SealedTokens, now: Date): Promise<void> {
  await db
    .insert(vehicleHistoryConnections)
    .values({ userId, ...tokens, updatedAt: now })
    .onConflictDoUpdate({ target: vehicleHistoryConnections.userId, set: { ...tokens, updatedAt: now } });
}

/** Clears the tokens that failed, not newer ones another request saved meanwhile. */
export async function clearConnection(db: Db, userId: number, accessTokenSealed: string): Promise<void> {
  await db
    .delete(vehicleHistoryConnections)
    .where(
      and(
        eq(vehicleHistoryConnections.userId, userId),
        eq(vehicleHistoryConnections.accessTokenSealed, accessTokenSealed),
      ),
    );
}

export async function saveConnectState(
  db: Db,
  row: typeof vehicleHistoryConnectStates.$inferInsert,
  now: Date,
): Promise<void> {
  // A user's abandoned attempts go when the next one starts.
  await db
    .delete(vehicleHistoryConnectStates)
    .where(and(eq(vehicleHistoryConnectStates.userId, row.userId), lte(vehicleHistoryConnectStates.expiresAt, now)));
  await db.insert(vehicleHistoryConnectStates).values(row);
}

/** The user's live connect state of this hash, used up by reading it (a state works once). */
export async function takeConnectState(db: Db, userId: number, stateHash: string, now: Date) {
  const [row] = await db
    .delete(vehicleHistoryConnectStates)
    .where(
      and(
        eq(vehicleHistoryConnectStates.stateHash, stateHash),
        eq(vehicleHistoryConnectStates.userId, userId),
        gt(vehicleHistoryConnectStates.expiresAt, now),
      ),
    )
    .returning();
  return row ?? null;
}

/** The cached snapshot of a VIN fetched after `since`; undefined when none (null: no report). */
export async function findCachedSnapshot(
  db: Db,
  vin: string,
  since: Date,
): Promise<VehicleHistoryReport | null | undefined> {
  const [row] = await db
    .select({ report: vehicleHistorySnapshots.report })
    .from(vehicleHistorySnapshots)
    .where(and(eq(vehicleHistorySnapshots.vin, vin), gt(vehicleHistorySnapshots.fetchedAt, since)));
  return row ? (row.report as VehicleHistoryReport | null) : undefined;
}

export async function saveSnapshot(db: Db, vin: string, report: VehicleHistoryReport | null, now: Date) {
  await db
    .insert(vehicleHistorySnapshots)
    .values({ vin, report, fetchedAt: now })
    .onConflictDoUpdate({ target: vehicleHistorySnapshots.vin, set: { report, fetchedAt: now } });
}
