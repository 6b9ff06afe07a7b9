import { fromCents, type MoneyInput, parseMoneyValue, toCents } from './cents';

/**
 * The dealer's own comparable purchases (beside the worksheet, beyond the spec): bought records
 * (status 400, not archived) of the same make and model, model year within one of the record's,
 * an odometer within the mileage band, bought (the status set) in the last 12 months. The band is
 * decided here once; the server's SQL and the list it links to read it from comparableBand.
 */
export const COMPARABLE_YEAR_SPAN = 1;

/**
 * The mileage band: the record's odometer plus or minus the wider of 15,000 miles and 20 % of it.
 * A fixed 20 % is too tight for a young car (10,000 mi: 8,000-12,000, hardly any matches) and a
 * fixed 15,000 too loose for none; the wider of the two keeps about a year of driving either side
 * below 75,000 mi and a fifth of the reading above it (150,000 mi: 120,000-180,000).
 */
export const COMPARABLE_MILEAGE_MILES = 15_000;
export const COMPARABLE_MILEAGE_SHARE = 0.2;

/** How far back a purchase counts, in calendar months. */
export const COMPARABLE_MONTHS = 12;

/** The most recent purchases the answer lists; the count and the median cover every one in the band. */
export const COMPARABLE_ROWS_SHOWN = 20;

/** What a record offers to compare by: its vehicle and odometer (inspected, else as entered). */
export interface ComparableVehicle {
  year: number | null | undefined;
  make: string | null | undefined;
  model: string | null | undefined;
  mileage: number | null | undefined;
  inspectedMileage?: number | null | undefined;
}

export interface ComparableBand {
  make: string;
  model: string;
  yearFrom: number;
  yearTo: number;
  /** Null when the record has no odometer reading: the band is then make, model and year alone. */
  mileageFrom: number | null;
  mileageTo: number | null;
  /** Purchases on or after this instant count: UTC midnight of the same date 12 months ago. */
  purchasedSince: Date;
}

/** The odometer a comparison reads: the inspected one when the vehicle was inspected. */
export function comparableOdometer(vehicle: Pick<ComparableVehicle, 'mileage' | 'inspectedMileage'>): number | null {
  return vehicle.inspectedMileage ?? vehicle.mileage ?? null;
}

/** The odometer band around a reading, never below 0. */
export function mileageBand(odometer: number): { from: number; to: number } {
  const width = Math.max(COMPARABLE_MILEAGE_MILES, Math.round(odometer * COMPARABLE_MILEAGE_SHARE));
  return { from: Math.max(0, odometer - width), to: odometer + width };
}

/**
 * The start of the look-back: UTC midnight of the date COMPARABLE_MONTHS before `now` (the last
 * day of a shorter month when the date has none, 31 May -> 31 May, 29 Feb -> 28 Feb). A whole
 * day, so the same band all day (the list's kept WHERE and total stay valid).
 */
export function comparableSince(now: Date): Date {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() - COMPARABLE_MONTHS;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(now.getUTCDate(), lastDay)));
}

/** The band a record is compared in; null when it has no year, make or model to compare by. */
export function comparableBand(vehicle: ComparableVehicle, now: Date): ComparableBand | null {
  const make = vehicle.make?.trim();
  const model = vehicle.model?.trim();
  if (!make || !model || !vehicle.year) return null;
  const odometer = comparableOdometer(vehicle);
  const mileage = odometer === null ? null : mileageBand(odometer);
  return {
    make,
    model,
    yearFrom: vehicle.year - COMPARABLE_YEAR_SPAN,
    yearTo: vehicle.year + COMPARABLE_YEAR_SPAN,
    mileageFrom: mileage?.from ?? null,
    mileageTo: mileage?.to ?? null,
    purchasedSince: comparableSince(now),
  };
}

/**
 * The median of money values, to the cent (the mean of the two middle values when their number is
 * even, rounded half away from zero); blanks are left out; null when none is left.
 */
export function medianMoney(values: readonly MoneyInput[]): number | null {
  const cents = values
    .filter((v) => parseMoneyValue(v) !== null)
    .map(toCents)
    .sort((a, b) => a - b);
  if (cents.length === 0) return null;
  const middle = Math.floor(cents.length / 2);
  if (cents.length % 2 === 1) return fromCents(cents[middle]!);
  const sum = cents[middle - 1]! + cents[middle]!;
  return fromCents(sum >= 0 ? Math.round(sum / 2) : -Math.round(-sum / 2));
}

/** A proposal against the median of what comparable vehicles cost: the difference and its share. */
export interface AgainstMedian {
  /** Proposal minus median, in dollars: positive when the proposal is above what they cost. */
  difference: number;
  /** The difference in percent of the median, 1 decimal; null when the median is 0. */
  percent: number | null;
}

export function proposalAgainstMedian(proposal: MoneyInput, median: MoneyInput): AgainstMedian | null {
  if (parseMoneyValue(proposal) === null || parseMoneyValue(median) === null) return null;
  const difference = toCents(proposal) - toCents(median);
  const base = toCents(median);
  return {
    difference: fromCents(difference),
    percent: base === 0 ? null : Math.round((difference / Math.abs(base)) * 1000) / 10,
  };
}
