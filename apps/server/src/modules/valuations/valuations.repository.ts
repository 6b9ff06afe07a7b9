import type { ValuationData, ValuationProvider } from '@dealer/domain';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dealers, valuationProviderCalls, valuationResults } from '../../db/schema';

/** The dealer's state: the providers' region. */
export async function dealerState(db: DbOrTx, dealerId: number): Promise<string | null> {
  const [row] = await db.select({ state: dealers.state }).from(dealers).where(eq(dealers.id, dealerId));
  return row?.state ?? null;
}

export interface NewValuationResult {
  appraisalId: number;
  provider: ValuationProvider;
  selection: object;
  data: ValuationData;
  source?: 'provider' | 'manual';
  note?: string | null;
  userId?: number | null;
  /** A reused answer keeps the time the provider gave it. */
  createdAt?: Date;
}

export async function insertValuationResult(db: DbOrTx, row: NewValuationResult) {
  await db.insert(valuationResults).values({
    appraisalId: row.appraisalId,
    provider: row.provider,
    selection: { ...row.selection },
    data: { ...row.data },
    value: row.data.value,
    source: row.source ?? 'provider',
    note: row.note ?? null,
    userId: row.userId ?? null,
    ...(row.createdAt ? { createdAt: row.createdAt } : {}),
  });
}

/**
 * The newest answer the provider itself gave this appraisal for exactly this selection (jsonb
 * equality: key order does not matter) since `since`, and whether it is still the panel's latest.
 */
export async function recentProviderAnswer(
  db: DbOrTx,
  appraisalId: number,
  provider: ValuationProvider,
  selection: object,
  since: Date,
) {
  const [found] = await db
    .select({ id: valuationResults.id, data: valuationResults.data, createdAt: valuationResults.createdAt })
    .from(valuationResults)
    .where(
      and(
        eq(valuationResults.appraisalId, appraisalId),
        eq(valuationResults.provider, provider),
        eq(valuationResults.source, 'provider'),
        sql`${valuationResults.selection} = ${JSON.stringify(selection)}::jsonb`,
        gt(valuationResults.createdAt, since),
      ),
    )
    .orderBy(desc(valuationResults.id))
    .limit(1);
  if (!found) return null;
  const [latest] = await db
    .select({ id: valuationResults.id })
    .from(valuationResults)
    .where(and(eq(valuationResults.appraisalId, appraisalId), eq(valuationResults.provider, provider)))
    .orderBy(desc(valuationResults.id))
    .limit(1);
  return {
    data: found.data as unknown as ValuationData,
    createdAt: found.createdAt,
    isLatest: latest?.id === found.id,
  };
}

/** One more call of the dealer to the provider this month ('YYYY-MM', UTC). */
export async function countProviderCall(db: DbOrTx, dealerId: number, provider: ValuationProvider, month: string) {
  await db
    .insert(valuationProviderCalls)
    .values({ dealerId, provider, month, calls: 1 })
    .onConflictDoUpdate({
      target: [valuationProviderCalls.dealerId, valuationProviderCalls.provider, valuationProviderCalls.month],
      set: { calls: sql`${valuationProviderCalls.calls} + 1` },
    });
}

export function providerCallsOf(db: DbOrTx, dealerId: number, month: string) {
  return db
    .select({ provider: valuationProviderCalls.provider, calls: valuationProviderCalls.calls })
    .from(valuationProviderCalls)
    .where(and(eq(valuationProviderCalls.dealerId, dealerId), eq(valuationProviderCalls.month, month)));
}

/** One stored valuation of the appraisal (the caller has checked the appraisal is the dealer's). */
export async function findValuationResult(db: DbOrTx, appraisalId: number, provider: ValuationProvider, id: number) {
  const [row] = await db
    .select()
    .from(valuationResults)
    .where(
      and(
        eq(valuationResults.id, id),
        eq(valuationResults.appraisalId, appraisalId),
        eq(valuationResults.provider, provider),
      ),
    );
  return row;
}

/** The selection of the provider's latest stored result for the appraisal ({} when it has none). */
export async function latestSelection(db: DbOrTx, appraisalId: number, provider: ValuationProvider): Promise<object> {
  const [row] = await db
    .select({ selection: valuationResults.selection })
    .from(valuationResults)
    .where(and(eq(valuationResults.appraisalId, appraisalId), eq(valuationResults.provider, provider)))
    .orderBy(desc(valuationResults.id))
    .limit(1);
  return (row?.selection as object | null) ?? {};
}
