import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { appraisals as a, apiResults, dealers, linkedDealers, valuationResults } from '../../db/schema';
import type { AppraisalRecord } from './appraisal-record.repository';

/** The dealers this dealer may transfer records to. */
export function linkedDealersOf(db: DbOrTx, dealerId: number) {
  return db
    .select({ id: dealers.id, name: dealers.name })
    .from(linkedDealers)
    .innerJoin(dealers, eq(dealers.id, linkedDealers.linkedDealerId))
    .where(eq(linkedDealers.dealerId, dealerId))
    .orderBy(asc(dealers.name));
}

export type NewAppraisalRecord = Omit<typeof a.$inferInsert, 'id' | 'searchText'>;

export async function insertAppraisal(db: DbOrTx, values: NewAppraisalRecord): Promise<AppraisalRecord> {
  const [row] = await db.insert(a).values(values).returning();
  return row!;
}

/** Every valuation run of one appraisal, copied onto another (same provider, selection, answer and time). */
export async function copyValuationResults(db: DbOrTx, fromId: number, toId: number) {
  const runs = await db
    .select()
    .from(valuationResults)
    .where(eq(valuationResults.appraisalId, fromId))
    .orderBy(asc(valuationResults.id));
  if (runs.length === 0) return;
  await db.insert(valuationResults).values(runs.map(({ id: _id, ...run }) => ({ ...run, appraisalId: toId })));
}

/** One outside-service result of an appraisal copied onto another; answers the copy's id. */
export async function copyApiResult(db: DbOrTx, resultId: number, fromId: number, toId: number) {
  const [source] = await db
    .select()
    .from(apiResults)
    .where(and(eq(apiResults.id, resultId), eq(apiResults.appraisalId, fromId)));
  if (!source) return null;
  const { id: _id, appraisalId: _from, ...rest } = source;
  const [copy] = await db
    .insert(apiResults)
    .values({ ...rest, appraisalId: toId })
    .returning({ id: apiResults.id });
  return copy?.id ?? null;
}
