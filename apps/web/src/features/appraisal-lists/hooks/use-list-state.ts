import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ListPageConfig } from '../lib/list-page-config';
import {
  type ListState,
  type ReadOptions,
  readListState,
  toSearchParams,
  updateListState,
} from '../lib/list-url-state';

export type UpdateListState = (patch: Partial<ListState>, options?: { replace?: boolean }) => void;

/**
 * The list's state, read from and written to the URL query (so reload, back and shared links
 * restore it). Each change is a history entry unless `replace` is asked for (the search box).
 */
export function useListState(config: ListPageConfig, options: ReadOptions): [ListState, UpdateListState] {
  const { transfers, values } = options;
  const [params, setParams] = useSearchParams();
  const state = useMemo(
    () => readListState(params, config, { transfers, values }),
    [params, config, transfers, values],
  );
  const update = useCallback<UpdateListState>(
    (patch, options) => {
      // From the address bar, not this render's params: a tab clicked just before the search box's
      // debounced write has moved the URL already, while React has not rendered it yet (a
      // navigation is a transition), and building on the rendered params would undo the tab.
      const current = new URLSearchParams(window.location.search);
      setParams(
        toSearchParams(updateListState(readListState(current, config, { transfers, values }), patch), config),
        // Paging goes back to the top; a tab or filter change keeps the page where it is.
        { replace: options?.replace ?? false, preventScrollReset: patch.page === undefined },
      );
    },
    [setParams, config, transfers, values],
  );
  return [state, update];
}
