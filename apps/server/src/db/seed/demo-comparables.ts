import { comparableOdometer } from '@dealer/domain';
import type { appraisals } from '../schema';
import { type GeneratorContext, generateAppraisal, type NewAppraisal } from './appraisal-generator';
import type { Random } from './random';
import { VEHICLE_PATTERNS } from './vehicles';

const DAY = 86_400_000;
/** Each purchase's model year and odometer against the subject's, and how many days ago it was bought. */
const PURCHASES = [
  { year: 0, miles: -9_000, daysAgo: 12 },
  { year: -1, miles: 4_000, daysAgo: 41 },
  { year: 1, miles: -3_000, daysAgo: 95 },
  { year: 0, miles: 11_000, daysAgo: 160 },
  { year: 1, miles: 7_000, daysAgo: 230 },
  { year: -1, miles: -12_000, daysAgo: 310 },
] as const;

type Record = typeof appraisals.$inferSelect;

/** The record the demo's comparable purchases are made for: the newest open trade-in of the buying center. */
export function comparableSubject(records: readonly Record[]): Record | undefined {
  return records.findLast(
    (r) =>
      r.area === 'buying' &&
      r.appraisalTypeId === 1 &&
      r.appraisalStatusId === null &&
      r.deletedAt === null &&
      comparableOdometer(r) !== null,
  );
}

/**
 * Six trade-ins of the subject's make and model the dealer bought over the past year (model year
 * within one of it, odometer within 12,000 mi), so the worksheet's comparable purchases panel has
 * something to show in the demo. Made by the demo generator (books from the valuation sandboxes'
 * model, an actual cost near them), each with a VIN of its own; `serial` starts their serials.
 */
export function demoComparablePurchases(
  rng: Random,
  ctx: GeneratorContext,
  subject: Pick<Record, 'year' | 'make' | 'model' | 'mileage' | 'inspectedMileage'>,
  serial: number,
): NewAppraisal[] {
  const odometer = comparableOdometer(subject);
  if (subject.year === null || odometer === null) return [];
  return PURCHASES.flatMap((p, i) => {
    const year = subject.year! + p.year;
    const pattern = VEHICLE_PATTERNS.find(
      (v) => v.make === subject.make && v.model === subject.model && v.years[0] <= year && year <= v.years[1],
    );
    if (!pattern) return [];
    const purchase = {
      pattern,
      year,
      mileage: Math.max(1_000, odometer + p.miles),
      boughtAt: new Date(ctx.now.getTime() - p.daysAgo * DAY),
    };
    return [generateAppraisal(rng, ctx, serial + i, undefined, purchase)];
  });
}
