import { Center, Text } from '@mantine/core';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../../features/auth';
import { landingRedirect, slugPrefixRedirect } from './guard';

/** "/": sends the user to their landing page by role (spec part 1 section 2). */
export function LandingRedirect() {
  const session = useSession();
  const to = landingRedirect(session);
  if (!to) {
    return (
      <Center mih="60vh">
        <Text>Your account is not linked to a dealer yet. Please contact your administrator.</Text>
      </Center>
    );
  }
  return <Navigate to={to} replace />;
}

/** "/new" and "/appraisals..." without a slug: prefix the default dealer's slug, keep the query. */
export function SlugPrefixRedirect() {
  const session = useSession();
  const { pathname, search } = useLocation();
  const slug = session.dealers[0]?.slug;
  if (!slug) throw new Error('No default dealer slug to prefix');
  return <Navigate to={slugPrefixRedirect(pathname, search, slug) ?? `/${slug}/new`} replace />;
}
