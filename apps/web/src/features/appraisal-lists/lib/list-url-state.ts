import {
  APPRAISAL_SORT_FIELDS,
  type AppraisalSortField,
  type DateFilterId,
  DEFAULT_SORT,
  isDateFilterId,
  SORT_OPTIONS,
  SORT_ORDERS,
  type SortOrder,
  type Stage,
  VALUE_FIELDS,
} from '@dealer/domain';
import type { ListPageConfig } from './list-page-config';

/** "Pagination 25 per page." */
export const LIST_PAGE_SIZE = 25;

/**
 * The state of a list page, all of it in the URL query so a list can be bookmarked and shared
 * (part 2 section 2.1: "List query parameters: filter (JSON), sort, order, tab"; plus page):
 * `filter` holds the user's choices (filterId, q, campaignId, originatorId, trfDealerId).
 */
export interface ListState {
  filterId: DateFilterId;
  q: string;
  campaignId: number | null;
  originatorId: number | null;
  trfDealerId: number | null;
  sort: AppraisalSortField;
  order: SortOrder;
  tab: Stage | null;
  /** 1-based. */
  page: number;
}

export interface ReadOptions {
  /** The user may filter by transfers (allowTransfers); otherwise a trfDealerId in the URL is ignored. */
  transfers: boolean;
  /** The user may read valuations (allowReadVals); otherwise sorting by a value field is ignored. */
  values: boolean;
}

/** Sorting by a value the user may not read would reveal it: those fields need allowReadVals. */
export function sortFieldAllowed(field: string, values: boolean): boolean {
  return values || !(VALUE_FIELDS as readonly string[]).includes(field);
}

/** The sort select's options for the user. */
export function sortOptions(values: boolean) {
  return SORT_OPTIONS.filter((o) => sortFieldAllowed(o.field, values));
}

/** The query of GET /appraisals. */
export interface ListQueryParams {
  filter: Record<string, unknown>;
  range: [number, number];
  sort: [AppraisalSortField, SortOrder];
}

const positiveInt = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : null);

function parseFilter(raw: string | null): Record<string, unknown> {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The state a URL query gives; anything missing, unknown or malformed falls back to the page's default. */
export function readListState(params: URLSearchParams, config: ListPageConfig, options: ReadOptions): ListState {
  const filter = config.filtersHidden ? {} : parseFilter(params.get('filter'));
  const sortField = params.get('sort') ?? '';
  const sortAllowed = sortFieldAllowed(sortField, options.values);
  const order = params.get('order');
  const tab = params.get('tab');
  const page = Number(params.get('page'));
  return {
    filterId: isDateFilterId(filter.filterId) ? filter.filterId : config.defaultFilterId,
    q: typeof filter.q === 'string' ? filter.q.trim() : '',
    campaignId: config.campaignFilters ? positiveInt(filter.campaignId) : null,
    originatorId: config.campaignFilters ? positiveInt(filter.originatorId) : null,
    trfDealerId: options.transfers ? positiveInt(filter.trfDealerId) : null,
    sort: sortAllowed ? (APPRAISAL_SORT_FIELDS.find((f) => f === sortField) ?? DEFAULT_SORT.field) : DEFAULT_SORT.field,
    order: sortAllowed ? (SORT_ORDERS.find((o) => o === order) ?? DEFAULT_SORT.order) : DEFAULT_SORT.order,
    tab: config.tabs.find((t) => t.stage === tab)?.stage ?? config.defaultTab,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The user's filter choices, defaults left out (the `filter` query parameter; {} when none). */
export function userFilter(state: ListState, config: ListPageConfig): Record<string, string | number> {
  const filter: Record<string, string | number> = {};
  if (state.filterId !== config.defaultFilterId) filter.filterId = state.filterId;
  if (state.q.trim()) filter.q = state.q.trim();
  if (state.campaignId !== null) filter.campaignId = state.campaignId;
  if (state.originatorId !== null) filter.originatorId = state.originatorId;
  if (state.trfDealerId !== null) filter.trfDealerId = state.trfDealerId;
  return filter;
}

/**
 * The URL query of a state, in one canonical form: defaults are left out, so the page's plain URL
 * is its default list and the same list always has the same URL.
 */
export function toSearchParams(state: ListState, config: ListPageConfig): URLSearchParams {
  const params = new URLSearchParams();
  const filter = userFilter(state, config);
  if (Object.keys(filter).length > 0) params.set('filter', JSON.stringify(filter));
  if (state.sort !== DEFAULT_SORT.field || state.order !== DEFAULT_SORT.order) {
    params.set('sort', state.sort);
    params.set('order', state.order);
  }
  if (state.tab !== null && state.tab !== config.defaultTab) params.set('tab', state.tab);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** A change of anything but the page starts again at page 1. */
export function updateListState(state: ListState, patch: Partial<ListState>): ListState {
  const next = { ...state, ...patch };
  if (patch.page === undefined) next.page = 1;
  return next;
}

/** The inclusive range of a 1-based page: page 1 is [0, 24]. */
export function pageRange(page: number, size = LIST_PAGE_SIZE): [number, number] {
  const start = (Math.max(1, Math.floor(page)) - 1) * size;
  return [start, start + size - 1];
}

export function pageCount(total: number, size = LIST_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/** GET /appraisals parameters: the page's fixed filter, the user's choices, the tab, range and sort. */
export function listQueryParams(state: ListState, config: ListPageConfig): ListQueryParams {
  const filter: Record<string, unknown> = { ...config.fixedFilter };
  if (!config.filtersHidden) filter.filterId = state.filterId;
  const { filterId: _window, ...choices } = userFilter(state, config);
  Object.assign(filter, choices);
  if (state.tab !== null) filter.stage = state.tab;
  return { filter, range: pageRange(state.page), sort: [state.sort, state.order] };
}

/** The sort select's value ('id-DESC'); null when the URL asks for a pairing the select does not offer. */
export function sortOptionValue(state: Pick<ListState, 'sort' | 'order'>): string | null {
  const value = `${state.sort}-${state.order}`;
  return SORT_OPTIONS.some((o) => o.value === value) ? value : null;
}
