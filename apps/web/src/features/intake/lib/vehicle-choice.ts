import type { DecodedVehicle, LookupVehicle } from '@dealer/domain';

/** The trim selector's options: every decoded vehicle's trims, in order, once each (the decoder's own trim comes first). */
export function trimOptions(vehicles: readonly LookupVehicle[]): string[] {
  const out: string[] = [];
  for (const v of vehicles) {
    for (const t of v.trims.length > 0 ? v.trims : v.trim ? [v.trim] : []) {
      if (t && !out.includes(t)) out.push(t);
    }
  }
  return out;
}

/** The form's vehicle for a chosen trim: the first decoded vehicle offering it, with that trim. */
export function vehicleForTrim(vehicles: readonly LookupVehicle[], trim: string): DecodedVehicle | null {
  const v = vehicles.find((x) => x.trims.includes(trim) || x.trim === trim) ?? vehicles[0];
  if (!v) return null;
  return { year: v.year, make: v.make, model: v.model, trim: trim || v.trim, subSeries: v.subSeries };
}

/** Part 1 section 2: "picking one shows "{year} {make} {model}"". */
export function vehicleLine(v: Pick<DecodedVehicle, 'year' | 'make' | 'model'> | null | undefined): string {
  if (!v) return '';
  return [v.year, v.make, v.model].filter((x) => x !== null && x !== undefined && x !== '').join(' ');
}
