import { APPRAISAL_STATUS, comparableBand, comparableOdometer } from '@dealer/domain';
import { describe, expect, it } from 'vitest';
import type { appraisals } from '../schema';
import type { GeneratorContext } from './appraisal-generator';
import { comparableSubject, demoComparablePurchases } from './demo-comparables';
import { createRandom } from './random';

const NOW = new Date('2026-11-28T12:00:00Z');
const ctx: GeneratorContext = { dealerId: 1, userIds: [1], campaignIds: [], banks: [], now: NOW, days: 120 };
const subject = { year: 2019, make: 'Honda', model: 'Civic', mileage: 58_000, inspectedMileage: 60_000 };

describe('the demo’s comparable purchases', () => {
  const rows = demoComparablePurchases(createRandom(77), ctx, subject, 190_000);

  it('are six bought trade-ins inside the subject’s band, each with a VIN of its own', () => {
    const band = comparableBand(subject, NOW)!;
    expect(rows).toHaveLength(6);
    for (const r of rows) {
      expect(r).toMatchObject({ appraisalStatusId: APPRAISAL_STATUS.BOUGHT, appraisalTypeId: 1, area: 'buying' });
      expect([r.make, r.model]).toEqual(['Honda', 'Civic']);
      expect(r.year).toBeGreaterThanOrEqual(band.yearFrom);
      expect(r.year).toBeLessThanOrEqual(band.yearTo);
      const odometer = comparableOdometer({ mileage: r.mileage, inspectedMileage: r.inspectedMileage })!;
      expect(odometer).toBeGreaterThanOrEqual(band.mileageFrom!);
      expect(odometer).toBeLessThanOrEqual(band.mileageTo!);
      expect(r.statusChangedAt!.getTime()).toBeGreaterThanOrEqual(band.purchasedSince.getTime());
      expect(r.actualCost).toBeGreaterThan(0);
      expect(r.mmrVal).toBeGreaterThan(0);
      expect(r.vin).toMatch(/^2HGFC2F5.[JKL]H19000[0-5]$/);
    }
    expect(new Set(rows.map((r) => r.vin)).size).toBe(6);
  });

  it('keep to the model years the make and model were built', () => {
    const first = demoComparablePurchases(createRandom(77), ctx, { ...subject, year: 2016 }, 190_000);
    expect(first.every((r) => r.year! >= 2016)).toBe(true);
    expect(first.length).toBeGreaterThan(0);
  });

  it('are made for the newest open trade-in of the buying center', () => {
    type Row = typeof appraisals.$inferSelect;
    const row = (id: number, values: Partial<Row>) =>
      ({
        id,
        area: 'buying',
        appraisalTypeId: 1,
        appraisalStatusId: null,
        deletedAt: null,
        mileage: 1,
        inspectedMileage: null,
        ...values,
      }) as Row;
    const records = [
      row(1, {}),
      row(2, {}),
      row(3, { appraisalStatusId: 400 }),
      row(4, { area: 'lease', appraisalTypeId: 2 }),
      row(5, { deletedAt: NOW }),
      row(6, { mileage: null }),
    ];
    expect(comparableSubject(records)?.id).toBe(2);
  });
});
