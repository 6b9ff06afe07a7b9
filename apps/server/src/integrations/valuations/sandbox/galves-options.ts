import type { Segment } from './catalog';

export interface GalvesOptionDef {
  code: string;
  description: string;
  /** What the option adds to a new vehicle's trade value, in dollars. */
  value: number;
  /** Codes of the same group: an option excludes the others of its group. */
  excludes?: string[];
  segments?: Segment[];
}

const UTILITY: Segment[] = ['suv', 'truck', 'luxury-suv'];

/** Galves-style accessory options; drivetrains and roofs are mutually exclusive groups. */
export const GALVES_OPTIONS: readonly GalvesOptionDef[] = [
  { code: 'SR', description: 'Power sunroof', value: 900, excludes: ['PANO'] },
  { code: 'PANO', description: 'Panoramic roof', value: 1_500, excludes: ['SR'] },
  { code: 'NAV', description: 'Navigation system', value: 700 },
  { code: 'LTH', description: 'Leather seats', value: 800 },
  { code: 'PSND', description: 'Premium sound', value: 400 },
  { code: 'AWD', description: 'All-wheel drive', value: 1_400, excludes: ['4WD'] },
  { code: '4WD', description: 'Four-wheel drive', value: 2_000, excludes: ['AWD'], segments: UTILITY },
  { code: 'TOW', description: 'Towing package', value: 600, segments: ['truck', 'suv'] },
  { code: '3RD', description: 'Third-row seat', value: 900, segments: ['suv', 'luxury-suv'] },
];

export interface PricedOption {
  code: string;
  description: string;
  value: number;
  excludes: string[];
}

/**
 * The options a vehicle of this segment and age can carry, each valued at what it still adds:
 * options lose value as the car ages (10% a year, never under a quarter). Only the exclusions
 * within the vehicle's own list are named.
 */
export function galvesOptionsFor(segment: Segment, ageYears: number): PricedOption[] {
  const kept = Math.max(0.25, 0.9 ** ageYears);
  const fits = GALVES_OPTIONS.filter((o) => !o.segments || o.segments.includes(segment));
  const codes = new Set(fits.map((o) => o.code));
  return fits.map((o) => ({
    code: o.code,
    description: o.description,
    value: Math.round((o.value * kept) / 25) * 25,
    excludes: (o.excludes ?? []).filter((c) => codes.has(c)),
  }));
}

/** The problem with a requested option list: an unknown code or two codes of one group. */
export function optionProblem(options: readonly PricedOption[], requested: readonly string[]): string | null {
  for (const code of requested) {
    const option = options.find((o) => o.code === code);
    if (!option) return `Unknown option ${code}.`;
    const clash = option.excludes.find((c) => requested.includes(c));
    if (clash) return `Option ${code} cannot be combined with ${clash}.`;
  }
  return null;
}
