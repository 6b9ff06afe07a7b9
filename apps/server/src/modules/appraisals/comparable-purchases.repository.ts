import { COMPARABLE_ROWS_SHOWN, type ComparableBand } from '@dealer/domain';
import { and, desc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { appraisals as a } from '../../db/schema';
import { dealerFirst, ofDealer } from './appraisal-filters';
import { comparableBandWhere } from './comparable-where';

const inBand = (dealerId: number, band: ComparableBand, recordId: number) =>
  and(ofDealer(dealerId), comparableBandWhere(band, recordId));

/** The most recent purchases of the band, newest first (the same day: the later record first). */
export function recentComparables(db: DbOrTx, dealerId: number, band: ComparableBand, recordId: number) {
  return db
    .select({
      id: a.id,
      year: a.year,
      make: a.make,
      model: a.model,
      trim: a.trim,
      mileage: a.mileage,
      inspectedMileage: a.inspectedMileage,
      statusChangedAt: a.statusChangedAt,
      mmrVal: a.mmrVal,
      jdpVal: a.jdpVal,
      galvesVal: a.galvesVal,
      blackbookVal: a.blackbookVal,
      actualCost: a.actualCost,
      expectedTotalProfit: a.expectedTotalProfit,
    })
    .from(a)
    .where(inBand(dealerId, band, recordId))
    .orderBy(dealerFirst('desc'), desc(a.statusChangedAt), desc(a.id))
    .limit(COMPARABLE_ROWS_SHOWN);
}

/** The actual cost of every purchase of the band (null where none was entered): an index-only read. */
export async function comparableCosts(
  db: DbOrTx,
  dealerId: number,
  band: ComparableBand,
  recordId: number,
): Promise<(number | null)[]> {
  const rows = await db
    .select({ cost: a.actualCost })
    .from(a)
    .where(inBand(dealerId, band, recordId));
  return rows.map((r) => r.cost);
}
