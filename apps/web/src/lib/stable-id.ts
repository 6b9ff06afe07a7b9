import { useId } from 'react';

/**
 * Mantine's useId contract (a given id wins, else one unique to the component) on React's useId
 * alone: the same id from the first render on, so nothing is set on mount. React's id is made
 * safe for selectors, as Mantine's was.
 */
export function useStableId(staticId?: string): string {
  const reactId = useId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/[^\w-]/g, '')}`;
}
