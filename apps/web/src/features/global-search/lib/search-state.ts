import { isSearchable, searchSummary } from '@dealer/domain';

/** The shape of a search page, generic so this logic stays free of the API module. */
export interface SearchPageLike<T extends { id: number }> {
  data: readonly T[];
  count: number;
}

export type SearchView<T extends { id: number }> =
  | { kind: 'idle' }
  | { kind: 'searching' }
  | { kind: 'error'; message: string }
  | { kind: 'none' }
  | { kind: 'results'; results: T[]; total: number; summary: string; canShowMore: boolean; loadingMore: boolean };

export interface SearchSnapshot<T extends { id: number }> {
  /** What is typed in the box. */
  input: string;
  /** The query the results belong to (the input, trimmed, after the debounce). */
  query: string;
  /** The pages loaded for `query`, first page first. */
  pages: readonly SearchPageLike<T>[] | undefined;
  isFetchingMore: boolean;
  error?: string | null;
}

/** The query to send for what is typed: trimmed, and only once it is searchable (more than 2 characters). */
export function searchQueryOf(input: string): string {
  return isSearchable(input) ? input.trim() : '';
}

/** Every hit loaded so far, in order, each record once (rows can shift between pages). */
export function flattenHits<T extends { id: number }>(pages: readonly SearchPageLike<T>[]): T[] {
  const seen = new Set<number>();
  const hits: T[] = [];
  for (const page of pages) {
    for (const hit of page.data) {
      if (seen.has(hit.id)) continue;
      seen.add(hit.id);
      hits.push(hit);
    }
  }
  return hits;
}

/** The next page (0-based) "Show more" loads, or undefined when everything is loaded. */
export function nextSearchPage<T extends { id: number }>(pages: readonly SearchPageLike<T>[]): number | undefined {
  const last = pages.at(-1);
  if (!last || last.data.length === 0) return undefined;
  const loaded = pages.reduce((n, p) => n + p.data.length, 0);
  return loaded < last.count ? pages.length : undefined;
}

/**
 * The popup's state (spec part 1 section 2, "Global search"): idle until more than 2 characters,
 * "SEARCHING..." while the debounce runs or the first page loads, "NO RESULTS FOUND", or the
 * results with "Showing N of M results" and "Show more" while more remain.
 */
export function searchView<T extends { id: number }>(s: SearchSnapshot<T>): SearchView<T> {
  const wanted = searchQueryOf(s.input);
  if (!wanted) return { kind: 'idle' };
  if (wanted !== s.query) return { kind: 'searching' };
  if (s.error) return { kind: 'error', message: s.error };
  if (!s.pages || s.pages.length === 0) return { kind: 'searching' };
  const results = flattenHits(s.pages);
  if (results.length === 0) return { kind: 'none' };
  const total = Math.max(s.pages.at(-1)?.count ?? 0, results.length);
  return {
    kind: 'results',
    results,
    total,
    summary: searchSummary(results.length, total),
    canShowMore: nextSearchPage(s.pages) !== undefined,
    loadingMore: s.isFetchingMore,
  };
}
