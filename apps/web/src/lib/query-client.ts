import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A 4xx will not get better by asking again.
      retry: (failureCount, error) => !(isApiError(error) && error.status < 500) && failureCount < 2,
    },
    mutations: { retry: false },
  },
});

/**
 * The meta of a page's own data fetched ahead of the page (a route loader's prefetch): the page
 * draws it behind its skeleton, so the first view does not wait for it (`whenPageReady`).
 */
export const PAGE_DATA = { pageData: true } as const;
