import { type CatalogModel, findMake, findModel, type Segment } from './catalog';
import { hashOf } from './vin';

/** Manheim's auction regions; the other guides' regions are mapped onto these by state. */
export type Region = 'NE' | 'SE' | 'MW' | 'SW' | 'WC';

export interface VehicleValueInput {
  year: number;
  make: string;
  model: string;
  trim: string | null;
  mileage: number | null;
  /** Condition grade 1.0 (rough) to 5.0 (like new); null values an average-condition vehicle. */
  grade: number | null;
  region: Region | null;
  color: string | null;
  /** The date of the request: the vehicle's age is counted to it. */
  asOf: Date;
}

export interface Band {
  below: number;
  average: number;
  above: number;
}

export interface VehicleValue {
  /** Wholesale (auction) and retail values, each with the band around the average. */
  wholesale: Band;
  retail: Band;
  /** Wholesale average before the odometer, region, grade and colour adjustments. */
  base: number;
  /** Dollar effect of each adjustment on the wholesale average. */
  adjustments: { odometer: number; region: number; grade: number; color: number };
  /** The mileage the base value assumes for the vehicle's age. */
  averageOdometer: number;
  ageYears: number;
}

/** Value kept after the first year, then each further year, by segment (trucks hold value best). */
const RETENTION: Record<Segment, { first: number; yearly: number }> = {
  compact: { first: 0.86, yearly: 0.9 },
  midsize: { first: 0.86, yearly: 0.9 },
  fullsize: { first: 0.84, yearly: 0.89 },
  suv: { first: 0.87, yearly: 0.9 },
  truck: { first: 0.88, yearly: 0.92 },
  luxury: { first: 0.8, yearly: 0.87 },
  'luxury-suv': { first: 0.81, yearly: 0.87 },
  ev: { first: 0.78, yearly: 0.86 },
};
const REGION_FACTOR: Record<Region, number> = { NE: 0.985, SE: 1, MW: 0.99, SW: 1.015, WC: 1.025 };
/** Colours that sell slower at auction. */
const SLOW_COLORS = new Set([
  'yellow',
  'orange',
  'purple',
  'turquoise',
  'gold',
  'maroon',
  'brown',
  'burgundy',
  'beige',
]);
const MILES_PER_YEAR = 12_000;
const FLOOR = 800;
const PREMIUM_TRIM =
  /limited|platinum|premium|touring|lariat|denali|ex-l|xle|xse|long range|performance|king ranch|overland|summit|high country|prestige|sl$|sx$/i;

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

/** The catalog's model, or a typical one of the make's class for a model the catalog does not list. */
function modelOf(make: string, model: string): Pick<CatalogModel, 'segment' | 'msrp' | 'trims'> {
  const catalogMake = findMake(make);
  const found = catalogMake ? findModel(catalogMake, model) : undefined;
  if (found) return found;
  const luxury = catalogMake?.luxury ?? false;
  return { segment: luxury ? 'luxury' : 'midsize', msrp: luxury ? 45_000 : 27_000, trims: [] };
}

/** Higher trims cost more new: 8% per step up the model's trim list, or 10% for a premium name. */
function trimFactor(trims: readonly string[], trim: string | null): number {
  if (!trim) return 1;
  const index = trims.findIndex((t) => t.toLowerCase() === trim.toLowerCase());
  if (index >= 0) return 1 + 0.08 * index;
  return PREMIUM_TRIM.test(trim) ? 1.1 : 1;
}

/** Years since the model year's launch (the autumn before the model year). */
export function ageInYears(year: number, asOf: Date): number {
  const launch = Date.UTC(year - 1, 9, 1);
  return Math.max(0, (asOf.getTime() - launch) / (365.25 * 86_400_000));
}

/**
 * The sandboxes' depreciation model: a pure function of the vehicle and the date. Price new (model
 * and trim) falls with age at the segment's rate; a model-year market factor of up to ±3% (from a
 * hash, so every run gives the same value) keeps guides from looking like one formula; then mileage
 * against 12,000 a year, condition grade, region and colour adjust the wholesale average.
 */
export function vehicleValue(input: VehicleValueInput): VehicleValue {
  const info = modelOf(input.make, input.model);
  const retention = RETENTION[info.segment];
  const age = ageInYears(input.year, input.asOf);
  const kept = age <= 1 ? 1 - (1 - retention.first) * age : retention.first * retention.yearly ** (age - 1);
  const market = 0.97 + (hashOf(`${input.make}|${input.model}|${input.year}`.toLowerCase()) % 61) / 1000;
  const base = Math.max(FLOOR, info.msrp * trimFactor(info.trims, input.trim) * kept * market);

  const averageOdometer = Math.round(MILES_PER_YEAR * Math.max(age, 0.25));
  const perMile = Math.min(0.25, Math.max(0.015, base * 0.0000045));
  const odometer =
    input.mileage === null
      ? 0
      : Math.max(-0.6 * base, Math.min(0.2 * base, (averageOdometer - input.mileage) * perMile));
  const afterMiles = Math.max(FLOOR, base + odometer);
  const region = afterMiles * ((input.region ? REGION_FACTOR[input.region] : 1) - 1);
  const grade = input.grade === null ? 0 : afterMiles * (input.grade - 3) * 0.055;
  const color = input.color && SLOW_COLORS.has(input.color.toLowerCase()) ? -afterMiles * 0.03 : 0;
  const average = Math.max(FLOOR, roundTo(afterMiles + region + grade + color, 25));
  const retail = roundTo(average * 1.12 + 1_500, 25);

  return {
    wholesale: { below: roundTo(average * 0.92, 25), average, above: roundTo(average * 1.08, 25) },
    retail: { below: roundTo(retail * 0.94, 25), average: retail, above: roundTo(retail * 1.07, 25) },
    base: roundTo(base, 25),
    adjustments: {
      odometer: Math.round(afterMiles - base),
      region: Math.round(region),
      grade: Math.round(grade),
      color: Math.round(color),
    },
    averageOdometer,
    ageYears: Math.round(age * 10) / 10,
  };
}
