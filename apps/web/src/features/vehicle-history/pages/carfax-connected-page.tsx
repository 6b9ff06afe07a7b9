import { EMPTY_STATES, ERROR_MESSAGES, sameOriginPath } from '@dealer/domain';
import { Alert, Anchor, Loader, Stack, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/api-error';
import { finishConnection } from '../api/vehicle-history';
import { useCarfaxConnection } from '../lib/connection-storage';
import { afterConnectRefresh } from '../lib/refresh-event';

const DENIED = 'Carfax access was not granted.';

/**
 * /carfax/connected, the provider's callback (spec part 1 section 4): "Loading Carfax..." while the
 * server exchanges the code, then back to the page the user came from.
 */
export function CarfaxConnectedPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [, setConnection] = useCarfaxConnection();
  const [error, setError] = useState<string | null>(null);
  // The code works once: React may run the effect twice in development.
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const code = params.get('code');
    if (!code) {
      setError(params.get('error') ? DENIED : ERROR_MESSAGES.carfaxState);
      return;
    }
    finishConnection(code, params.get('state')).then(
      ({ returnTo, expiresAt }) => {
        setConnection({ connected: true, expiresAt });
        navigate(sameOriginPath(returnTo) ?? '/', { replace: true });
        afterConnectRefresh();
      },
      (err: unknown) => setError(isApiError(err) ? err.message : ERROR_MESSAGES.carfaxState),
    );
  }, [params, navigate, setConnection]);

  return (
    <Stack gap="md" p="md" component="main" maw={560}>
      <Title order={1}>{EMPTY_STATES.loadingCarfax}</Title>
      {error ? (
        <>
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
          <Anchor component={Link} to="/">
            Back to Dealer Admin
          </Anchor>
        </>
      ) : (
        <Loader size="sm" aria-label={EMPTY_STATES.loadingCarfax} />
      )}
    </Stack>
  );
}
