import { cleanVin, VIN_DECODE_MIN_LENGTH } from '@dealer/domain';

/** The VIN a scanned barcode holds, or null when the text cannot be one (too short after cleaning). */
export function vinOfBarcode(text: string): string | null {
  const vin = cleanVin(text.replace(/[^A-Za-z0-9]/g, ''));
  return vin.length >= VIN_DECODE_MIN_LENGTH ? vin : null;
}
