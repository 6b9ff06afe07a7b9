import { isFailureMessage, TIMING } from '@dealer/domain';
import { Alert } from '@mantine/core';
import { useEffect } from 'react';

/**
 * The send call's message (part 1 section 2): shown for 5 seconds; one containing "Failed" shows
 * as an error (red), others as success.
 */
export function SendMessage({ message, onDone }: { message: string; onDone: () => void }) {
  useEffect(() => {
    const timer = window.setTimeout(onDone, TIMING.mailingListMessageMs);
    return () => window.clearTimeout(timer);
  }, [onDone]);
  const failed = isFailureMessage(message);
  return (
    <Alert color={failed ? 'red' : 'teal'} role={failed ? 'alert' : 'status'} data-testid="mailing-send-message">
      {message}
    </Alert>
  );
}
