/** "2018 Honda Civic Sport": the parts a record has, in the spec's order (year, make, model, trim). */
export function vehicleTitle(
  v: {
    year?: number | null;
    make?: string | null;
    model?: string | null;
    trim?: string | null;
  },
  fallback = 'Vehicle not decoded',
): string {
  const parts = [v.year, v.make, v.model, v.trim].filter((p) => p !== null && p !== undefined && String(p).trim());
  return parts.length ? parts.join(' ') : fallback;
}
