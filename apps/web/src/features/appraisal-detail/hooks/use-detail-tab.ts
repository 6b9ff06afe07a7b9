import { type DetailTab, type Roles, resolveDetailTab } from '@dealer/domain';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The open tab, kept in the `tab` query parameter (part 2 section 2.5) so reload and shared links
 * keep it. Other query parameters (the worksheet's val and fees) are left alone.
 */
export function useDetailTab(roles: Roles): [DetailTab, (tab: DetailTab) => void] {
  const [params, setParams] = useSearchParams();
  const tab = resolveDetailTab(roles, params.get('tab'));
  const setTab = useCallback(
    (next: DetailTab) =>
      setParams(
        (prev) => {
          const copy = new URLSearchParams(prev);
          copy.set('tab', next);
          return copy;
        },
        { preventScrollReset: true },
      ),
    [setParams],
  );
  return [tab, setTab];
}
