import { CONFIRMATIONS } from '@dealer/domain';
import { useEffect, useRef } from 'react';
import { type Location, useBlocker } from 'react-router';
import { showConfirm } from './confirm-dialog';

/** Which moves leave the form: by default another path (part 1: "when leaving to another path"). */
export type LeavesForm = (current: Location, next: Location) => boolean;
export const leavesPath: LeavesForm = (current, next) => current.pathname !== next.pathname;

/**
 * The unsaved-change guard of spec part 1 ("Shared widgets"): while `dirty`, leaving in the app
 * asks "You have unsaved changes..." (OK leaves, Cancel stays), and closing or reloading the tab
 * gets the browser's own prompt. It draws nothing. A component of its own, not a hook in the form:
 * react-router's useBlocker sets state in an effect as it mounts, and that redraw stays here rather
 * than redrawing the whole form (the worksheet: about 250 components, right after it appeared).
 */
export function UnsavedChangesGuard({ dirty, leaves = leavesPath }: { dirty: boolean; leaves?: LeavesForm }) {
  useGuard(dirty, leaves);
  return null;
}

function useGuard(dirty: boolean, leaves: LeavesForm): void {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && leaves(currentLocation, nextLocation));

  const latest = useRef(blocker);
  latest.current = blocker;
  // One prompt per blocked move, whatever re-renders happen while it is open.
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void showConfirm(CONFIRMATIONS.unsavedChanges).then((ok) => {
      const current = latest.current;
      if (current.state !== 'blocked') return;
      if (ok) current.proceed();
      else current.reset();
    });
  }, [blocker.state]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = CONFIRMATIONS.unsavedChanges;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
}
