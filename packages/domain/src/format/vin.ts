import { VIN_LENGTH } from '../constants/limits';

/**
 * Spec part 1 section 5: "Vin cleaning: upper-cased, a leading I removed, a trailing M removed, cut
 * to 17 characters." (Barcode scanners add the I and M.) Surrounding spaces are trimmed first so a
 * pasted VIN cleans the same. 'i1hgcm82633a004352m' -> '1HGCM82633A004352'.
 */
export function cleanVin(value: string | null | undefined): string {
  let vin = (value ?? '').trim().toUpperCase();
  if (vin.startsWith('I')) vin = vin.slice(1);
  if (vin.endsWith('M')) vin = vin.slice(0, -1);
  return vin.slice(0, VIN_LENGTH);
}
