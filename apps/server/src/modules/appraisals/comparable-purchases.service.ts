import { allowReadVals, type ComparablePurchases, comparableOdometer, medianMoney } from '@dealer/domain';
import type { AppContext } from '../../context';
import { ForbiddenError } from '../../lib/errors';
import type { DealerScope } from './appraisals-list.service';
import { comparableBandOf } from './comparable-band';
import { comparableCosts, recentComparables } from './comparable-purchases.repository';

/**
 * What was paid is value data: a role that may not read valuations is refused (403) before
 * anything is looked up, so the answer says nothing about which records exist.
 */
export function assertMayCompare(dealer: DealerScope): void {
  if (!allowReadVals(dealer.roles)) throw new ForbiddenError();
}

/**
 * GET /appraisals/{id}/comparable_purchases: the dealer's own purchases in the record's band, the
 * most recent listed, the count and median over all of them. The web sets the median against the
 * worksheet's proposals as they are being typed.
 */
export async function comparablePurchases(
  ctx: Pick<AppContext, 'db' | 'now'>,
  dealer: DealerScope,
  id: number,
): Promise<ComparablePurchases> {
  assertMayCompare(dealer);
  const band = await comparableBandOf(ctx.db, dealer.id, id, ctx.now());
  if (!band) return { band: null, count: 0, costCount: 0, medianActualCost: null, purchases: [] };
  const [rows, costs] = await Promise.all([
    recentComparables(ctx.db, dealer.id, band, id),
    comparableCosts(ctx.db, dealer.id, band, id),
  ]);
  const known = costs.filter((c) => c !== null);
  return {
    band: { ...band, purchasedSince: band.purchasedSince.toISOString() },
    count: costs.length,
    costCount: known.length,
    medianActualCost: medianMoney(known),
    purchases: rows.map(({ mileage, inspectedMileage, statusChangedAt, ...row }) => ({
      ...row,
      odometer: comparableOdometer({ mileage, inspectedMileage }),
      purchasedAt: statusChangedAt?.toISOString() ?? null,
    })),
  };
}
