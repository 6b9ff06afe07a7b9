import { toApiError } from './api-error';
import { reportApiFailure } from './error-reporting/api-failures';
import { TAB_WRITER_ID, WRITER_HEADER } from './live-writer';
import { queryClient } from './query-client';
import { newRequestId } from './request-id';
import { resolveDealer, SESSION_QUERY_KEY, type Session } from './session';

export const API_BASE = '/api';

/** Query parameters: objects and arrays (filter, range, sort) go as JSON, dates as ISO strings. */
export type QueryParams = Record<string, unknown>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  params?: QueryParams;
  /** JSON, or a Blob sent as its own bytes and type (an image upload). */
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers of one call (an Idempotency-Key, say). */
  headers?: Record<string, string>;
  /**
   * Auth calls (login, logout, password pages, the session probe) handle 401/403 themselves
   * instead of being sent to the login page.
   */
  skipAuthRedirect?: boolean;
}

export interface ApiResponse<T> {
  data: T;
  headers: Headers;
  status: number;
}

export interface ListResult<T> {
  data: T[];
  total: number;
}

type Navigator = (to: string) => void;

let navigator: Navigator = (to) => window.location.assign(to);

/** The router registers its navigate so 401/403 redirects stay in the single-page app. */
export function setApiNavigator(navigate: Navigator): void {
  navigator = navigate;
}

/** Spec part 1 section 7: "List query parameters are serialised with dates as ISO strings and objects as JSON." */
export function serializeParams(params: QueryParams = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Date) search.set(key, value.toISOString());
    else if (typeof value === 'object') search.set(key, JSON.stringify(value, dateReplacer));
    else search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function dateReplacer(this: unknown, key: string, value: unknown): unknown {
  const raw = (this as Record<string, unknown>)[key];
  return raw instanceof Date ? raw.toISOString() : value;
}

/** Where a 401/403 sends the user (spec part 1 section 8): `after` only for 401. */
export function authFailureRedirect(status: number, pathname: string, search: string): string | null {
  if (status !== 401 && status !== 403) return null;
  if (pathname.startsWith('/auth/')) return null;
  if (status === 403) return '/auth/login';
  return `/auth/login?after=${encodeURIComponent(`${pathname}${search}`)}`;
}

/** The x-dealer-id of the current path: the dealer whose slug is in the path, else the first dealer. */
export function currentDealerId(): number | undefined {
  const session = queryClient.getQueryData<Session | null>(SESSION_QUERY_KEY);
  if (!session) return undefined;
  return resolveDealer(session.dealers, window.location.pathname)?.id;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const { method = 'GET', params, body, signal, skipAuthRedirect = false } = options;
  // Our own origin only (API_BASE is a path): no outside service sees these headers.
  const requestId = newRequestId();
  const headers: Record<string, string> = { accept: 'application/json', 'x-request-id': requestId, ...options.headers };
  const raw = body instanceof Blob;
  if (body !== undefined) headers['content-type'] = raw ? body.type || 'application/octet-stream' : 'application/json';
  const dealerId = currentDealerId();
  if (dealerId !== undefined) headers['x-dealer-id'] = String(dealerId);
  // A change: its record-changed echo is this tab's own (lib/live-writer.ts).
  if (method !== 'GET') headers[WRITER_HEADER] = TAB_WRITER_ID;

  const response = await fetch(`${API_BASE}${path}${serializeParams(params)}`, {
    method,
    headers,
    credentials: 'include',
    body: body === undefined ? undefined : raw ? body : JSON.stringify(body),
    signal,
  });

  const payload = await readBody(response);
  if (response.status >= 500) reportApiFailure({ status: response.status, method, path, requestId });
  if (!response.ok) {
    if (!skipAuthRedirect) {
      const to = authFailureRedirect(response.status, window.location.pathname, window.location.search);
      if (to) {
        if (response.status === 401) queryClient.setQueryData(SESSION_QUERY_KEY, null);
        navigator(to);
      }
    }
    throw toApiError(response.status, payload);
  }
  return { data: payload as T, headers: response.headers, status: response.status };
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A list call: the body is the array, the total is in x-total-count (else the list length). */
export async function apiList<T>(path: string, params: QueryParams, signal?: AbortSignal): Promise<ListResult<T>> {
  const { data, headers } = await apiRequest<T[]>(path, { params, signal });
  const list = Array.isArray(data) ? data : [];
  const header = headers.get('x-total-count');
  const total = header !== null && header !== '' && Number.isFinite(Number(header)) ? Number(header) : list.length;
  return { data: list, total };
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }).then((r) => r.data),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }).then((r) => r.data),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }).then((r) => r.data),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }).then((r) => r.data),
};
