import { describe, expect, it } from 'vitest';
import { flattenHits, nextSearchPage, searchQueryOf, searchView } from './search-state';

const hits = (from: number, n: number) => Array.from({ length: n }, (_, i) => ({ id: from + i }));
const snapshot = (over: Partial<Parameters<typeof searchView>[0]> = {}) => ({
  input: 'garcia',
  query: 'garcia',
  pages: undefined,
  isFetchingMore: false,
  error: null,
  ...over,
});

describe('searchQueryOf', () => {
  it('sends nothing until more than 2 characters, then the trimmed text', () => {
    expect(searchQueryOf('')).toBe('');
    expect(searchQueryOf('ga')).toBe('');
    expect(searchQueryOf('  ga  ')).toBe('');
    expect(searchQueryOf('gar')).toBe('gar');
    expect(searchQueryOf('  2HGFC2F5 ')).toBe('2HGFC2F5');
  });
});

describe('searchView: the popup state machine', () => {
  it('is idle with 2 characters or fewer', () => {
    expect(searchView(snapshot({ input: '', query: '' }))).toEqual({ kind: 'idle' });
    expect(searchView(snapshot({ input: 'ga', query: '' }))).toEqual({ kind: 'idle' });
  });

  it('is searching while the debounce runs and while the first page loads', () => {
    expect(searchView(snapshot({ input: 'garc', query: '' }))).toEqual({ kind: 'searching' });
    expect(searchView(snapshot({ input: 'garcia', query: 'garc', pages: [{ data: hits(1, 3), count: 3 }] }))).toEqual({
      kind: 'searching',
    });
    expect(searchView(snapshot({ pages: undefined }))).toEqual({ kind: 'searching' });
  });

  it('shows NO RESULTS FOUND for an empty answer', () => {
    expect(searchView(snapshot({ pages: [{ data: [], count: 0 }] }))).toEqual({ kind: 'none' });
  });

  it('shows the results with "Showing N of M results" and Show more while more remain', () => {
    const view = searchView(snapshot({ pages: [{ data: hits(1, 25), count: 56 }] }));
    expect(view).toMatchObject({
      kind: 'results',
      total: 56,
      summary: 'Showing 25 of 56 results',
      canShowMore: true,
      loadingMore: false,
    });
  });

  it('appends the next 25 on Show more and stops when all are loaded', () => {
    const two = [
      { data: hits(1, 25), count: 56 },
      { data: hits(26, 25), count: 56 },
    ];
    expect(searchView(snapshot({ pages: two, isFetchingMore: true }))).toMatchObject({
      summary: 'Showing 50 of 56 results',
      canShowMore: true,
      loadingMore: true,
    });
    const all = [...two, { data: hits(51, 6), count: 56 }];
    const view = searchView(snapshot({ pages: all }));
    expect(view).toMatchObject({ summary: 'Showing 56 of 56 results', canShowMore: false });
    expect(view.kind === 'results' && view.results.map((h) => h.id)).toEqual(hits(1, 56).map((h) => h.id));
  });

  it('reports a failed search', () => {
    expect(searchView(snapshot({ error: 'Request failed (500)' }))).toEqual({
      kind: 'error',
      message: 'Request failed (500)',
    });
  });
});

describe('nextSearchPage', () => {
  it('asks for page n while fewer than the total are loaded', () => {
    expect(nextSearchPage([{ data: hits(1, 25), count: 56 }])).toBe(1);
    expect(nextSearchPage([{ data: hits(1, 25), count: 25 }])).toBeUndefined();
    expect(nextSearchPage([{ data: [], count: 0 }])).toBeUndefined();
    expect(nextSearchPage([])).toBeUndefined();
    // A page that comes back empty ends the list even if the count says more (rows were archived meanwhile).
    expect(
      nextSearchPage([
        { data: hits(1, 25), count: 56 },
        { data: [], count: 56 },
      ]),
    ).toBeUndefined();
  });
});

describe('flattenHits', () => {
  it('keeps each record once when rows shift between pages', () => {
    expect(
      flattenHits([
        { data: hits(1, 3), count: 5 },
        { data: hits(3, 3), count: 5 },
      ]).map((h) => h.id),
    ).toEqual([1, 2, 3, 4, 5]);
  });
});
