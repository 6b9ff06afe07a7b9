import { Alert, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { PublicFrame } from '../../intake';
import { useUnsubscribe } from '../api/unsubscribe';

/**
 * /unsubscribe?token=: the link of every marketing e-mail. The page (not the link itself) makes the
 * call, so a mail scanner that fetches links does not unsubscribe anybody.
 */
export function UnsubscribePage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const run = useUnsubscribe();
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !token) return;
    started.current = true;
    run.mutate(token);
  }, [token, run]);

  const done = run.data;
  if (!token || run.isError)
    return (
      <PublicFrame title="Unsubscribe">
        <Alert color="red" role="alert">
          {run.error?.message ?? 'This unsubscribe link is not valid.'}
        </Alert>
      </PublicFrame>
    );
  return (
    <PublicFrame dealer={done?.dealer} loading={!done} title={done ? 'You are unsubscribed' : 'Unsubscribe'}>
      {done ? (
        <Text>
          {done.email} will not receive marketing e-mails from {done.dealer.name} any more.
        </Text>
      ) : null}
    </PublicFrame>
  );
}
