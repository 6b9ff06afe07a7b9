import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import { sessionQueryOptions } from '../features/auth';
import { resolveDealer } from '../lib/session';
import { documentTitle, isCustomerPage, resolveTitle } from './route-handle';

/** The current page's title from the matched routes' handles. */
export function usePageTitle(): string | undefined {
  const matches = useMatches();
  const { pathname, search } = useLocation();
  // Read the session without fetching it: public pages must not probe /api/user.
  const { data: session } = useQuery({ ...sessionQueryOptions(), enabled: false });
  const dealerName = session ? (resolveDealer(session.dealers, pathname)?.name ?? '') : '';
  return resolveTitle(matches, dealerName, new URLSearchParams(search));
}

/** Keeps document.title in step with the page: "{title} | Dealer Admin"; a customer's page names its own. */
export function useDocumentTitle(): void {
  const title = usePageTitle();
  const customer = isCustomerPage(useMatches());
  useEffect(() => {
    if (!customer) document.title = documentTitle(title);
  }, [title, customer]);
}
