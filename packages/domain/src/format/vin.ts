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

/** ISO 3779 transliteration of VIN letters (I, O and Q never occur in a VIN). */
const VIN_LETTER_VALUES: Readonly<Record<string, number>> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** The check digit (position 9) a 17-character VIN should carry: '0'-'9' or 'X' (49 CFR 565). */
export function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < VIN_LENGTH; i++) {
    const c = vin[i] ?? '0';
    sum += (/\d/.test(c) ? Number(c) : (VIN_LETTER_VALUES[c] ?? 0)) * VIN_WEIGHTS[i]!;
  }
  const r = sum % 11;
  return r === 10 ? 'X' : String(r);
}

/** A VIN of 17 allowed characters whose ninth character is its check digit. */
export function isValidVin(vin: string): boolean {
  return /^[A-HJ-NPR-Z0-9]{17}$/.test(vin) && vin[8] === vinCheckDigit(vin);
}
