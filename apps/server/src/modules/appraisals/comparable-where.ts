import { APPRAISAL_STATUS, type ComparableBand } from '@dealer/domain';
import { and, between, eq, gte, ne, type SQL, sql } from 'drizzle-orm';
import { appraisals as a } from '../../db/schema';

/**
 * The purchases in a record's band (domain comparableBand), the record itself left out: the one
 * WHERE of the worksheet's panel and of the list its link opens, so both show the same records.
 * Bought and not archived are written as literals, not parameters, so that every plan, a kept
 * generic one too, can prove the partial index appraisals_comparable_idx applies. The caller adds
 * the dealer (ofDealer) ahead of it, which leads that index.
 */
export function comparableBandWhere(band: ComparableBand, recordId: number): SQL {
  const mileage =
    band.mileageFrom === null || band.mileageTo === null
      ? undefined
      : sql`coalesce(${a.inspectedMileage}, ${a.mileage}) between ${band.mileageFrom}::int and ${band.mileageTo}::int`;
  return and(
    sql`${a.deletedAt} is null and ${a.appraisalStatusId} = ${sql.raw(String(APPRAISAL_STATUS.BOUGHT))}`,
    eq(a.make, band.make),
    eq(a.model, band.model),
    between(a.year, band.yearFrom, band.yearTo),
    gte(a.statusChangedAt, band.purchasedSince),
    mileage,
    ne(a.id, recordId),
  )!;
}
