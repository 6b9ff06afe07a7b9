export const LOGIN_PATH = '/auth/login';
export const LOGOUT_PATH = '/auth/logout';

/** The login page, remembering where the user was going. */
export function loginPath(after?: string): string {
  return after ? `${LOGIN_PATH}?after=${encodeURIComponent(after)}` : LOGIN_PATH;
}

/**
 * Where to go after login: the `after` query when it is a path of this app, else "/".
 * Other origins ("//evil", "https://...") and the auth pages themselves are refused.
 */
export function safeAfter(after: string | null | undefined): string {
  if (!after?.startsWith('/') || after.startsWith('//') || after.startsWith('/\\')) return '/';
  if (after === '/auth' || after.startsWith('/auth/') || after.startsWith('/auth?')) return '/';
  return after;
}
