import { type CatalogMake, type CatalogModel, findMake, findModel, WMI_MAKES } from './catalog';

/** VIN position 10, the model-year code (49 CFR 565): letters without I O Q U Z, then digits 1-9. */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';
const VIN_SHAPE = /^[A-HJ-NPR-Z0-9]{17}$/;

/**
 * The model year of a VIN's position 10. The code repeats every 30 years (A = 1980 or 2010); the
 * latest year not after next year's models is taken, as a guide valuing used cars would.
 */
export function modelYearOf(vin: string, asOf: Date): number | null {
  const index = YEAR_CODES.indexOf(vin.charAt(9).toUpperCase());
  if (index < 0) return null;
  const first = 1980 + index;
  const latest = asOf.getUTCFullYear() + 1;
  let year = first;
  while (year + 30 <= latest) year += 30;
  return year;
}

/** A deterministic 32-bit hash (FNV-1a): the sandbox's stand-in for data it does not have. */
export function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export interface DecodedVehicle {
  vin: string;
  year: number;
  make: CatalogMake;
  /** The catalog's model, when the model is one it lists. */
  catalogModel: CatalogModel | null;
  model: string;
  trim: string | null;
}

/**
 * What a valuation guide knows about a VIN: make from the manufacturer id, year from position 10.
 * Model and trim come from the caller's hints when sent (our clients send the appraisal's); without
 * a hint the model is picked from the make's list by the vehicle descriptor (positions 4-8), so one
 * VIN always reads as one vehicle. Null when the VIN is malformed or its maker is not known: the
 * provider's "no vehicle found".
 */
export function decodeVehicle(
  rawVin: string,
  hints: { year?: number | null; model?: string | null; trim?: string | null },
  asOf: Date,
): DecodedVehicle | null {
  const vin = rawVin.trim().toUpperCase();
  if (!VIN_SHAPE.test(vin)) return null;
  const makeName = WMI_MAKES[vin.slice(0, 3)];
  const make = makeName ? findMake(makeName) : undefined;
  const year = modelYearOf(vin, asOf);
  if (!make || year === null) return null;
  const hinted = hints.model?.trim() ? findModel(make, hints.model) : undefined;
  const catalogModel = hints.model?.trim()
    ? (hinted ?? null)
    : make.models[hashOf(vin.slice(3, 8)) % make.models.length]!;
  const model = catalogModel?.model ?? hints.model!.trim();
  return { vin, year, make, catalogModel, model, trim: hints.trim?.trim() || null };
}

/** The trims a guide lists for the vehicle; the appraisal's trim first when the catalog lacks it. */
export function trimsOf(vehicle: DecodedVehicle): string[] {
  const listed = vehicle.catalogModel?.trims ?? [];
  const own = vehicle.trim;
  if (own && !listed.some((t) => t.toLowerCase() === own.toLowerCase())) return [own, ...listed];
  return listed.length > 0 ? [...listed] : [own ?? 'Base'];
}
