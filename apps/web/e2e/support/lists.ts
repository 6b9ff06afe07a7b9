import { expect, type Page, type Response } from '@playwright/test';
import { DEALER } from './demo';

export interface ListRow {
  id: number;
  vin: string;
  vinCount: number;
  stage: string;
  year: number;
  make: string;
  model: string;
  trim: string | null;
  adjustedPayoffAmount?: number | null;
  mmrVal?: number | null;
  appraisalStatusId: number | null;
  deletedAt: string | null;
  paveInspectStatus?: string | null;
}

/** The list URL of a page with its query state, as the app writes it. */
export function listUrl(
  path: string,
  state: { filter?: Record<string, unknown>; sort?: string; order?: string; tab?: string; page?: number } = {},
  slug = DEALER,
): string {
  const params = new URLSearchParams();
  if (state.filter) params.set('filter', JSON.stringify(state.filter));
  if (state.sort) params.set('sort', state.sort);
  if (state.order) params.set('order', state.order);
  if (state.tab) params.set('tab', state.tab);
  if (state.page) params.set('page', String(state.page));
  const query = params.toString();
  return `/${slug}${path}${query ? `?${query}` : ''}`;
}

/** The `filter` JSON of a GET /api/appraisals request. */
export function requestFilter(response: Response): Record<string, unknown> {
  return JSON.parse(new URL(response.url()).searchParams.get('filter') ?? '{}') as Record<string, unknown>;
}

/** Waits for the next GET /api/appraisals the page makes (optionally one whose filter matches). */
export function nextListResponse(page: Page, match: (filter: Record<string, unknown>) => boolean = () => true) {
  return page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/appraisals' && r.request().method() === 'GET' && match(requestFilter(r)),
  );
}

/** The id of one of the signed-in user's dealers (Metro Motors unless `slug` says otherwise). */
export async function dealerIdOf(page: Page, slug = DEALER): Promise<number | undefined> {
  const user = (await (await page.request.get('/api/user')).json()) as { dealers: { id: number; slug: string }[] };
  return user.dealers.find((d) => d.slug === slug)?.id;
}

/** Calls GET /api/appraisals/{id} with the signed-in page's session: the whole record, as the detail page reads it. */
export async function fetchDetail<T = Record<string, unknown>>(page: Page, id: number): Promise<T> {
  const res = await page.request.get(`/api/appraisals/${id}`, {
    headers: { 'x-dealer-id': String(await dealerIdOf(page)) },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as T;
}

/** Calls GET /api/appraisals with the signed-in page's session, as the app would for that dealer. */
export async function fetchList(
  page: Page,
  filter: Record<string, unknown>,
  options: { range?: [number, number]; sort?: [string, string]; slug?: string } = {},
): Promise<{ rows: ListRow[]; total: number }> {
  const dealerId = await dealerIdOf(page, options.slug);
  const params = new URLSearchParams({
    filter: JSON.stringify(filter),
    range: JSON.stringify(options.range ?? [0, 999]),
    sort: JSON.stringify(options.sort ?? ['id', 'DESC']),
  });
  const res = await page.request.get(`/api/appraisals?${params}`, { headers: { 'x-dealer-id': String(dealerId) } });
  expect(res.status(), await res.text()).toBe(200);
  return { rows: (await res.json()) as ListRow[], total: Number(res.headers()['x-total-count']) };
}

export const vehicleName = (r: ListRow) => [r.year, r.make, r.model, r.trim].filter(Boolean).join(' ');

/** A Buying center record whose inspection is complete and whose condition report is in (demo data has some). */
export async function recordWithConditionReport(page: Page): Promise<ListRow> {
  const { rows } = await fetchList(page, { filterId: -4 });
  for (const candidate of rows.filter((r) => r.paveInspectStatus === 'complete')) {
    const detail = await fetchDetail<{ paveInspectResultId: number | null }>(page, candidate.id);
    if (detail.paveInspectResultId) return candidate;
  }
  throw new Error('no record with a condition report in the demo data');
}

/** Holds the page's calls to `pathname` (the list's by default) until the returned function lets them through. */
export async function holdAnswers(page: Page, pathname = '/api/appraisals'): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname === pathname,
    async (route) => {
      await held;
      await route.continue();
    },
  );
  return release;
}
