import { Alert, Button, Center, Stack } from '@mantine/core';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { useSessionQuery } from '../../features/auth';
import { declaredRoles } from '../route-handle';
import { guardRedirect } from './guard';

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
  if (redirect) return <Navigate to={redirect} replace />;
  return <Outlet />;
}
