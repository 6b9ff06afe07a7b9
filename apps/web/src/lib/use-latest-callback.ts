import { useCallback, useRef } from 'react';

/**
 * A function that keeps its identity across renders and calls the latest `fn` given (this
 * render's state and calls): a handler for a memoised child, which then is not drawn again.
 */
export function useLatestCallback<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const latest = useRef(fn);
  latest.current = fn;
  return useCallback((...args: A) => latest.current(...args), []);
}
