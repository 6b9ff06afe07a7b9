import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { apiResults, appraisals, dealers, inspectionSessions } from '../../db/schema';

export type ApiResultRow = typeof apiResults.$inferSelect;
export type InspectionSessionRow = typeof inspectionSessions.$inferSelect;

export async function insertInspectionSession(db: DbOrTx, row: typeof inspectionSessions.$inferInsert) {
  await db.insert(inspectionSessions).values(row);
}

/**
 * The session a webhook names, locked, with the dealer of its appraisal (the webhook carries no
 * dealer; the appraisal is then loaded through the appraisals module, scoped to that dealer).
 */
export async function lockSessionByKey(db: DbOrTx, sessionKey: string) {
  const [row] = await db
    .select({ session: inspectionSessions, dealerId: appraisals.dealerId })
    .from(inspectionSessions)
    .innerJoin(appraisals, eq(appraisals.id, inspectionSessions.appraisalId))
    .where(eq(inspectionSessions.sessionKey, sessionKey))
    .for('update', { of: inspectionSessions });
  return row;
}

export async function completeInspectionSession(db: DbOrTx, id: number, completedAt: Date) {
  await db.update(inspectionSessions).set({ status: 'Complete', completedAt }).where(eq(inspectionSessions.id, id));
}

export async function insertApiResult(db: DbOrTx, row: typeof apiResults.$inferInsert): Promise<ApiResultRow> {
  const [inserted] = await db.insert(apiResults).values(row).returning();
  return inserted!;
}

/** A result of one appraisal (the caller has already scoped the appraisal to the dealer). */
export async function findApiResult(db: DbOrTx, appraisalId: number, resultId: number) {
  const [row] = await db
    .select()
    .from(apiResults)
    .where(and(eq(apiResults.id, resultId), eq(apiResults.appraisalId, appraisalId)));
  return row;
}

export async function dealerName(db: DbOrTx, dealerId: number): Promise<string> {
  const [row] = await db.select({ name: dealers.name }).from(dealers).where(eq(dealers.id, dealerId));
  return row?.name ?? '';
}
