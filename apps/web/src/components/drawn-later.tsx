import { type ReactNode, startTransition, useEffect, useState } from 'react';

/**
 * Its children, drawn in a transition of their own once the rest of the page is on screen: a long
 * page commits in two parts, each a shorter task, instead of one that blocks input (the record's
 * worksheet was one commit of 200 ms at 4x CPU slow-down). For what sits below the first screen,
 * last in its container, so nothing above it moves when it comes.
 */
export function DrawnLater({ children }: { children: ReactNode }) {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => startTransition(() => setDrawn(true)), []);
  return drawn ? children : null;
}
