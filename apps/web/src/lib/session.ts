/**
 * The signed-in session as the API returns it (POST /auth/login and GET /user):
 * the user plus the dealers they belong to, each with the user's roles at that dealer.
 */
export interface ApiRole {
  name: string;
  abbrev?: string;
}

/** Spec part 1 section 3: roles "may arrive as a JSON string". */
export type ApiRoles = ApiRole[] | string;

export interface SessionUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  uid: string;
  roles: ApiRoles;
  /** GET /user and the login answer carry it (the own profile form shows it). */
  phoneNumber?: string | null;
}

export interface SessionDealer {
  id: number;
  slug: string;
  name: string;
  logoUrl: string | null;
  roles: ApiRoles;
}

export interface Session {
  user: SessionUser;
  dealers: SessionDealer[];
}

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
export function currentRoles(session: Session, pathname: string): ApiRoles {
  return resolveDealer(session.dealers, pathname)?.roles ?? session.user.roles;
}
