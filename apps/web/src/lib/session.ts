import type { RoleRef, Session, SessionDealer } from '@dealer/domain';

/** The signed-in session as POST /auth/login and GET /user answer it (the domain's sessionAnswer). */
export type { Session, SessionDealer, SessionUser } from '@dealer/domain';

/** TanStack Query key of the session; `null` data means signed out. */
export const SESSION_QUERY_KEY = ['session'] as const;

/** First path segment, e.g. "metro-motors" for "/metro-motors/new". */
export function firstPathSegment(pathname: string): string {
  return pathname.split('/').find((s) => s.length > 0) ?? '';
}

/**
 * The current dealer (spec part 1 section 7): the dealer whose slug is the first path segment,
 * else the first dealer.
 */
export function resolveDealer(dealers: readonly SessionDealer[], pathname: string): SessionDealer | undefined {
  const slug = firstPathSegment(pathname);
  return dealers.find((d) => d.slug === slug) ?? dealers[0];
}

/** The roles in force: those at the current dealer, else the user's own list. */
export function currentRoles(session: Session, pathname: string): RoleRef[] {
  return resolveDealer(session.dealers, pathname)?.roles ?? session.user.roles;
}
