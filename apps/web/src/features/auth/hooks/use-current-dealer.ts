import { parseRoles, type RoleName } from '@dealer/domain';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { resolveDealer, type Session, type SessionDealer } from '../../../lib/session';
import { useSessionQuery } from '../api/get-user';

/** The signed-in session; only for components rendered behind the route guard. */
export function useSession(): Session {
  const { data } = useSessionQuery();
  if (!data) throw new Error('useSession needs a signed-in user (render it behind the route guard)');
  return data;
}

export interface CurrentDealer {
  dealer: SessionDealer;
  /** The user's roles at this dealer. */
  roles: RoleName[];
}

/**
 * The dealer whose slug is in the path, else the first dealer, with the user's roles there.
 * A user without any dealer has no slug to work under; the error names it so the error boundary
 * signs them out (spec part 1 section 2).
 */
export function useCurrentDealer(): CurrentDealer {
  const session = useSession();
  const { pathname } = useLocation();
  const dealer = resolveDealer(session.dealers, pathname);
  // The same array while the session is: memoised lists of rows compare it by identity.
  const roles = useMemo(() => parseRoles(dealer?.roles ?? []), [dealer?.roles]);
  if (!dealer) throw new Error('No dealer slug available for this user');
  return { dealer, roles };
}
