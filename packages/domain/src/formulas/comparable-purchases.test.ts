import { describe, expect, it } from 'vitest';
import {
  COMPARABLE_MILEAGE_MILES,
  comparableBand,
  comparableOdometer,
  comparableSince,
  medianMoney,
  mileageBand,
  proposalAgainstMedian,
} from './comparable-purchases';

const NOW = new Date('2026-11-28T15:30:00Z');

describe('comparableBand', () => {
  it('takes the same make and model, the model year plus or minus one and the look-back', () => {
    expect(comparableBand({ year: 2019, make: 'Honda', model: 'Civic', mileage: 60_000 }, NOW)).toEqual({
      make: 'Honda',
      model: 'Civic',
      yearFrom: 2018,
      yearTo: 2020,
      mileageFrom: 45_000,
      mileageTo: 75_000,
      purchasedSince: new Date('2025-11-28T00:00:00Z'),
    });
  });

  it('reads the inspected odometer before the entered one', () => {
    const band = comparableBand(
      { year: 2019, make: 'Honda', model: 'Civic', mileage: 60_000, inspectedMileage: 100_000 },
      NOW,
    );
    expect([band?.mileageFrom, band?.mileageTo]).toEqual([80_000, 120_000]);
    expect(comparableOdometer({ mileage: 5, inspectedMileage: null })).toBe(5);
    expect(comparableOdometer({ mileage: null })).toBeNull();
  });

  it('leaves the mileage out when the record has no odometer reading', () => {
    const band = comparableBand({ year: 2019, make: 'Honda', model: 'Civic', mileage: null }, NOW);
    expect(band).toMatchObject({ mileageFrom: null, mileageTo: null, yearFrom: 2018 });
  });

  it('has no band without a year, a make or a model', () => {
    expect(comparableBand({ year: null, make: 'Honda', model: 'Civic', mileage: 1 }, NOW)).toBeNull();
    expect(comparableBand({ year: 2019, make: ' ', model: 'Civic', mileage: 1 }, NOW)).toBeNull();
    expect(comparableBand({ year: 2019, make: 'Honda', model: null, mileage: 1 }, NOW)).toBeNull();
  });

  it('trims the make and model it compares by', () => {
    expect(comparableBand({ year: 2019, make: ' Honda ', model: 'Civic ', mileage: 1 }, NOW)).toMatchObject({
      make: 'Honda',
      model: 'Civic',
    });
  });
});

describe('mileageBand', () => {
  it('is 15,000 miles either side up to 75,000 miles, then a fifth of the reading', () => {
    expect(mileageBand(10_000)).toEqual({ from: 0, to: 25_000 });
    expect(mileageBand(75_000)).toEqual({ from: 60_000, to: 90_000 });
    expect(mileageBand(150_000)).toEqual({ from: 120_000, to: 180_000 });
    expect(mileageBand(0)).toEqual({ from: 0, to: COMPARABLE_MILEAGE_MILES });
  });
});

describe('comparableSince', () => {
  it('is UTC midnight of the same date twelve months before', () => {
    expect(comparableSince(new Date('2026-01-15T23:59:00Z')).toISOString()).toBe('2025-01-15T00:00:00.000Z');
  });

  it('takes the last day of a shorter month', () => {
    expect(comparableSince(new Date('2028-02-29T10:00:00Z')).toISOString()).toBe('2027-02-28T00:00:00.000Z');
  });

  it('is the same instant all day', () => {
    expect(comparableSince(new Date('2026-11-28T00:00:00Z'))).toEqual(
      comparableSince(new Date('2026-11-28T23:59:59Z')),
    );
  });
});

describe('medianMoney', () => {
  it('is the middle value of an odd count, whatever the order', () => {
    expect(medianMoney([30_000, 10_000, 20_000])).toBe(20_000);
  });

  it('is the mean of the two middle values of an even count, to the cent', () => {
    expect(medianMoney([10_000, 20_000, 40_000, 30_000])).toBe(25_000);
    expect(medianMoney([100.01, 100.02])).toBe(100.02);
    expect(medianMoney(['19,999.99', 20_000])).toBe(20_000);
  });

  it('leaves blanks out and is null with nothing left', () => {
    expect(medianMoney([null, 12_500, undefined, ''])).toBe(12_500);
    expect(medianMoney([])).toBeNull();
    expect(medianMoney([null])).toBeNull();
  });
});

describe('proposalAgainstMedian', () => {
  it('is the proposal minus the median, and that in percent of the median', () => {
    expect(proposalAgainstMedian(21_000, 20_000)).toEqual({ difference: 1_000, percent: 5 });
    expect(proposalAgainstMedian(18_500, 20_000)).toEqual({ difference: -1_500, percent: -7.5 });
    expect(proposalAgainstMedian(10_000, 30_000)).toEqual({ difference: -20_000, percent: -66.7 });
  });

  it('has no percent of a zero median and nothing without both figures', () => {
    expect(proposalAgainstMedian(500, 0)).toEqual({ difference: 500, percent: null });
    expect(proposalAgainstMedian(null, 20_000)).toBeNull();
    expect(proposalAgainstMedian(20_000, null)).toBeNull();
  });
});
