import { TIMING } from '@dealer/domain';
import { Alert } from '@mantine/core';
import { useEffect } from 'react';

/** A message of the send and what it says about the outcome. */
export interface SendNote {
  text: string;
  /** info: sending started; success: every valid row sent; warning: cancelled part way; error: the call failed. */
  tone: 'info' | 'success' | 'warning' | 'error';
}

const COLOR: Record<SendNote['tone'], string> = { info: 'blue', success: 'teal', warning: 'orange', error: 'red' };

/**
 * The send's message (part 1 section 2): shown for 5 seconds. Coloured by what happened, so only
 * a failure (its text says "Failed") is red: a send of 14 with nothing failed is never red.
 */
export function SendMessage({ note, onDone }: { note: SendNote; onDone: () => void }) {
  useEffect(() => {
    const timer = window.setTimeout(onDone, TIMING.mailingListMessageMs);
    return () => window.clearTimeout(timer);
  }, [onDone]);
  const failed = note.tone === 'error';
  return (
    <Alert
      color={COLOR[note.tone]}
      role={failed ? 'alert' : 'status'}
      data-tone={note.tone}
      data-testid="mailing-send-message"
    >
      {note.text}
    </Alert>
  );
}
