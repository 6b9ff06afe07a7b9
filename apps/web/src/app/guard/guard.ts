import { canEnterRoute, landingPath, type RoleName } from '@dealer/domain';
import { loginPath } from '../../lib/auth-paths';
import type { ClosedPage } from '../../lib/closed-page';
import { currentRoles, resolveDealer, type Session } from '../../lib/session';

export interface GuardInput {
  session: Session | null | undefined;
  pathname: string;
  search: string;
  declared?: readonly RoleName[];
}

/**
 * Spec part 1 section 2, route guard: no declared roles means DEALER; declared roles need one of
 * them; otherwise login with `after` holding the original path and query. Roles are those at the
 * dealer of the path (else the first dealer). Returns null when the user may enter.
 */
export function guardRedirect({ session, pathname, search, declared }: GuardInput): string | null {
  const after = `${pathname}${search}`;
  if (!session) return loginPath(after);
  // A person with no dealer yet signs in only to answer an invitation (issue 35): "/" shows it.
  if (session.dealers.length === 0 && pathname === '/') return null;
  return canEnterRoute(currentRoles(session, pathname), declared) ? null : loginPath(after);
}

/**
 * Spec part 1 section 2: "Paths starting with /new or /appraisals (without a slug) are redirected to
 * the same path prefixed with the default dealer slug, keeping the query string."
 */
export function slugPrefixRedirect(pathname: string, search: string, defaultSlug: string): string | null {
  if (!/^\/(new|appraisals)(\/|$)/.test(pathname)) return null;
  return `/${defaultSlug}${pathname}${search}`;
}

/** "/": by role at the default (first) dealer, via the domain's landingPath. */
export function landingRedirect(session: Session): string | null {
  const dealer = session.dealers[0];
  if (!dealer) return null;
  return landingPath(dealer.roles, dealer.slug);
}

/** What the login page is told when the page asked for is closed to a signed-in person's roles. */
export function closedPage(session: Session, pathname: string): ClosedPage {
  const dealer = resolveDealer(session.dealers, pathname);
  return {
    email: session.user.email,
    dealerName: dealer?.name ?? '',
    path: pathname,
    landing: dealer ? landingPath(dealer.roles, dealer.slug) : '/',
  };
}
