import { type ReactNode, useEffect, useState } from 'react';

interface MountedOnceOpenedProps {
  opened: boolean;
  /** The dialog or drawer, given whether it is open. */
  children: (opened: boolean) => ReactNode;
}

/**
 * A dialog or drawer mounted the first time it opens, and kept after so its closing transition
 * plays. Closed, a Mantine modal still mounts its portal, which draws it again at once: the shell
 * and the pages carried several of them into every first load.
 */
export function MountedOnceOpened({ opened, children }: MountedOnceOpenedProps) {
  const [wanted, setWanted] = useState(opened);
  if (opened && !wanted) setWanted(true);
  return wanted ? <OpensAfterMount opened={opened} render={children} /> : null;
}

/**
 * Mounted closed, then opened: Mantine notes the element to give focus back to when `opened`
 * changes to true, not when a modal mounts open. Inside a Suspense boundary it waits for the
 * dialog's code, since a suspended tree runs no effects.
 */
function OpensAfterMount({ opened, render }: { opened: boolean; render: (opened: boolean) => ReactNode }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return render(opened && mounted);
}
