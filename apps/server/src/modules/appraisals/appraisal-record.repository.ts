import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { appraisals as a, activity } from '../../db/schema';

export type AppraisalRecord = typeof a.$inferSelect;

/** What a call on a record that is not the dealer's (or not at all) answers, with its 404. */
export const APPRAISAL_NOT_FOUND = 'Appraisal not found.';
export type AppraisalChanges = Partial<Omit<typeof a.$inferInsert, 'id' | 'dealerId' | 'searchText'>>;

/** One appraisal of one dealer; another dealer's id reads as not found. FOR UPDATE inside a change. */
export async function findAppraisal(db: DbOrTx, dealerId: number, id: number, lock = false) {
  const query = db
    .select()
    .from(a)
    .where(and(eq(a.id, id), eq(a.dealerId, dealerId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function updateAppraisal(db: DbOrTx, id: number, changes: AppraisalChanges): Promise<AppraisalRecord> {
  const [row] = await db
    .update(a)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(a.id, id))
    .returning();
  return row!;
}

/** userId null: no user made the change (an outside service's webhook). */
export async function addActivity(
  db: DbOrTx,
  appraisalId: number,
  userId: number | null,
  action: string,
  details?: string,
) {
  await db.insert(activity).values({ appraisalId, userId, action, details: details ?? null });
}

export type NewAppraisalRow = Omit<typeof a.$inferInsert, 'id' | 'searchText'>;

export async function insertAppraisal(db: DbOrTx, values: NewAppraisalRow): Promise<AppraisalRecord> {
  const [row] = await db.insert(a).values(values).returning();
  return row!;
}
