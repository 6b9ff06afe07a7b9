import { Alert, Button, Center, Stack } from '@mantine/core';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { useSessionQuery } from '../../features/auth';
import { declaredRoles } from '../route-handle';
import { closedPage, guardRedirect } from './guard';

/** Layout route in front of every staff page: restores the session, then applies the role guard. */
export function RequireAuth() {
  const session = useSessionQuery();
  const location = useLocation();
  const matches = useMatches();

  if (session.isPending) return <PageLoader />;
  if (session.isError) {
    return (
      <Center mih="60vh" p="md">
        <Stack align="center">
          <Alert color="red" title="Cannot reach the server">
            {session.error.message}
          </Alert>
          <Button onClick={() => session.refetch()}>Try again</Button>
        </Stack>
      </Center>
    );
  }

  const redirect = guardRedirect({
    session: session.data,
    pathname: location.pathname,
    search: location.search,
    declared: declaredRoles(matches),
  });
  // Signed in but the page is closed to their roles: the login page (with `after`, as the spec
  // says) is told so, and offers their own landing page (issue 38 point 9).
  const state = redirect && session.data ? { closedPage: closedPage(session.data, location.pathname) } : undefined;
  if (redirect) return <Navigate to={redirect} replace state={state} />;
  return <Outlet />;
}
