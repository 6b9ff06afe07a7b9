import { PROFILE_MESSAGES } from '@dealer/domain';
import { Alert, Anchor, Loader, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LOGIN_PATH } from '../../../lib/auth-paths';
import { SESSION_QUERY_KEY } from '../../../lib/session';
import { useConfirmEmail } from '../api/confirm-email';
import { AuthHeading } from '../components/auth-layout';
import { requestFailureMessage } from '../lib/auth-errors';

/**
 * The e-mail change link (ours; /user's e-mail change): opening it makes the new address the
 * sign-in e-mail and signs the user out everywhere, so they sign in again with it.
 */
export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const confirm = useConfirmEmail();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    confirm.mutate(
      { token: params.get('token') ?? '' },
      { onSuccess: () => queryClient.setQueryData(SESSION_QUERY_KEY, null) },
    );
  }, [confirm, params, queryClient]);

  return (
    <Stack gap="md">
      <AuthHeading title="Confirm e-mail" />
      {confirm.isSuccess ? (
        <Alert color="teal" role="status">
          {PROFILE_MESSAGES.emailChanged}
        </Alert>
      ) : confirm.isError ? (
        <Alert color="red" role="alert">
          {requestFailureMessage(confirm.error)}
        </Alert>
      ) : (
        <Stack align="center" role="status">
          <Loader aria-hidden />
          <Text>Confirming...</Text>
        </Stack>
      )}
      <Anchor component={Link} to={LOGIN_PATH}>
        Sign in
      </Anchor>
    </Stack>
  );
}
