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

/**
 * Stands for the page's subject in a first view made at build time (apps/web first-view-frame):
 * the server puts the record's vehicle in its place (apps/server web-pages.ts).
 */
export const FIRST_VIEW_TITLE_SLOT = '{{first-view-title}}';
