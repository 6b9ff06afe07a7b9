import { type ComparableBand, type ComparableVehicle, comparableBand } from '@dealer/domain';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { appraisals as a } from '../../db/schema';
import { NotFoundError } from '../../lib/errors';
import { APPRAISAL_NOT_FOUND } from './appraisal-record.repository';

/** What a record is compared by (its vehicle and odometers), or undefined when it is not the dealer's. */
async function findComparableVehicle(db: DbOrTx, dealerId: number, id: number): Promise<ComparableVehicle | undefined> {
  const [row] = await db
    .select({ year: a.year, make: a.make, model: a.model, mileage: a.mileage, inspectedMileage: a.inspectedMileage })
    .from(a)
    .where(and(eq(a.id, id), eq(a.dealerId, dealerId)));
  return row;
}

/**
 * The band of one of the dealer's records as of `now` (domain comparableBand): 404 for a record
 * that is not the dealer's, null for one without a year, make or model. The panel and the list
 * its link opens both start from it.
 */
export async function comparableBandOf(
  db: DbOrTx,
  dealerId: number,
  id: number,
  now: Date,
): Promise<ComparableBand | null> {
  const vehicle = await findComparableVehicle(db, dealerId, id);
  if (!vehicle) throw new NotFoundError(APPRAISAL_NOT_FOUND);
  return comparableBand(vehicle, now);
}
