import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, Navigate, useRouteError } from 'react-router';
import { LOGOUT_PATH } from '../lib/auth-paths';
import { isSlugError } from './guard/slug-error';
import { NotFoundPage } from './pages/not-found-page';

/** Root error boundary: slug errors sign the user out; anything else offers a reload. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isSlugError(error)) return <Navigate to={LOGOUT_PATH} replace />;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <Center mih="80vh" p="md">
      <Stack align="center" gap="sm" maw={480}>
        <Title order={1} size="h2">
          Something went wrong
        </Title>
        <Text ta="center">{error instanceof Error ? error.message : 'An unexpected error occurred.'}</Text>
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
      </Stack>
    </Center>
  );
}
