import type { ValuationData, ValuationProvider } from '@dealer/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dealers, valuationResults } from '../../db/schema';

/** The dealer's state: the providers' region. */
export async function dealerState(db: DbOrTx, dealerId: number): Promise<string | null> {
  const [row] = await db.select({ state: dealers.state }).from(dealers).where(eq(dealers.id, dealerId));
  return row?.state ?? null;
}

export async function insertValuationResult(
  db: DbOrTx,
  row: { appraisalId: number; provider: ValuationProvider; selection: object; data: ValuationData },
) {
  await db.insert(valuationResults).values({
    appraisalId: row.appraisalId,
    provider: row.provider,
    selection: { ...row.selection },
    data: { ...row.data },
    value: row.data.value,
  });
}
