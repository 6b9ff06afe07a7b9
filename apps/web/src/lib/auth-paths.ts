import { sameOriginPath } from '@dealer/domain';

export const LOGIN_PATH = '/auth/login';
export const LOGOUT_PATH = '/auth/logout';

/** The login page, remembering where the user was going. */
export function loginPath(after?: string): string {
  return after ? `${LOGIN_PATH}?after=${encodeURIComponent(after)}` : LOGIN_PATH;
}

/**
 * Where to go after login: the `after` query when it is a path of this app (as the browser parses
 * it), else "/". Other origins ("//evil", "/\t/evil", "https://...") and the auth pages are refused.
 */
export function safeAfter(after: string | null | undefined): string {
  const path = after ? sameOriginPath(after) : null;
  if (!path || path === '/auth' || path.startsWith('/auth/') || path.startsWith('/auth?')) return '/';
  return path;
}
