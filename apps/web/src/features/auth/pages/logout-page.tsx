import { Center, Loader, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { LOGIN_PATH } from '../../../lib/auth-paths';
import { logout } from '../api/logout';

/** Spec part 1 section 2, "Logout": shows "Logging out...", ends the session, reloads to login. */
export function LogoutPage() {
  const queryClient = useQueryClient();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void logout().finally(() => {
      queryClient.clear();
      // A full reload also drops every piece of in-memory state of the signed-out user.
      window.location.replace(LOGIN_PATH);
    });
  }, [queryClient]);

  return (
    <Center py="xl">
      <Stack align="center" gap="sm" role="status">
        <Loader aria-hidden />
        <Text>Logging out...</Text>
      </Stack>
    </Center>
  );
}
