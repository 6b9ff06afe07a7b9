import { type AccuracyFigures, type BookAccuracy, formatCurrency, VALUATION_PROVIDERS } from '@dealer/domain';

export const bookLabel = (book: BookAccuracy['book']) => VALUATION_PROVIDERS.find((p) => p.key === book)?.label ?? book;

/** "+$133.33, runs high" / "-$800.00, runs low" / "$0.00, on the mark": the sign read out in words. */
export function differenceText(f: Pick<AccuracyFigures, 'meanDifference'>): string {
  const d = f.meanDifference;
  if (d === 0) return `${formatCurrency(0)}, on the mark`;
  return `${d > 0 ? '+' : ''}${formatCurrency(d)}, runs ${d > 0 ? 'high' : 'low'}`;
}

/** The book with the smallest average error among those with values (ties: the first in book order). */
export function mostAccurate(books: readonly BookAccuracy[]): BookAccuracy['book'] | null {
  let best: BookAccuracy | null = null;
  for (const b of books) if (!best || b.meanAbsolutePercent < best.meanAbsolutePercent) best = b;
  return best?.book ?? null;
}
