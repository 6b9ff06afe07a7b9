import { Center, Stack, Text, Title } from '@mantine/core';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../../features/auth';
import { InvitationNotices, useInvitations } from '../../features/invitations';
import { MAIN_ID } from '../a11y/skip-link';
import { landingRedirect, slugPrefixRedirect } from './guard';

/** "/": sends the user to their landing page by role (spec part 1 section 2). */
export function LandingRedirect() {
  const session = useSession();
  const to = landingRedirect(session);
  if (!to) return <NoDealerYet />;
  return <Navigate to={to} replace />;
}

/**
 * A person with no dealer: one with an open invitation signs in to answer it (issue 35); accepted,
 * the session names the dealer and "/" sends them there.
 */
function NoDealerYet() {
  const invitations = useInvitations();
  const open = (invitations.data?.length ?? 0) > 0;
  return (
    <Center component="main" id={MAIN_ID} mih="60vh" p="md">
      <Stack maw={720} w="100%">
        {open ? <Title order={1}>Your invitations</Title> : null}
        <InvitationNotices />
        {open || invitations.isPending ? null : (
          <Text ta="center">Your account is not linked to a dealer yet. Please contact your administrator.</Text>
        )}
      </Stack>
    </Center>
  );
}

/** "/new" and "/appraisals..." without a slug: prefix the default dealer's slug, keep the query. */
export function SlugPrefixRedirect() {
  const session = useSession();
  const { pathname, search } = useLocation();
  const slug = session.dealers[0]?.slug;
  if (!slug) throw new Error('No default dealer slug to prefix');
  return <Navigate to={slugPrefixRedirect(pathname, search, slug) ?? `/${slug}/new`} replace />;
}
