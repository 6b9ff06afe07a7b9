import type { QueryClient } from '@tanstack/react-query';

/** What is read of the app's router (a data router of React Router). */
interface RouterState {
  state: { initialized: boolean; navigation: { state: string } };
  subscribe(listener: () => void): () => void;
}
/**
 * Resolves once the app can draw the page itself: its routes and lazy modules are in (the router
 * is initialised and idle) and nothing is being fetched (the session) but a page's own data, which
 * the page draws behind its skeleton (PAGE_DATA). Until then the server's first view stays on
 * screen: rendering earlier would replace it with a spinner (the route's and the session's
 * loaders), then draw the page again.
 */
export function whenPageReady(router: RouterState, queryClient: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    const ready = () =>
      router.state.initialized &&
      router.state.navigation.state === 'idle' &&
      queryClient.isFetching({ predicate: (query) => query.meta?.pageData !== true }) === 0;
    const check = () => {
      if (!ready()) return;
      stopRouter();
      stopQueries();
      resolve();
    };
    const stopRouter = router.subscribe(check);
    const stopQueries = queryClient.getQueryCache().subscribe(check);
    check();
  });
}
