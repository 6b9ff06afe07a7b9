import { isSearchable, type SearchPage, searchRange } from '@dealer/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { nextSearchPage } from '../lib/search-state';

export type { SearchHit, SearchPage } from '@dealer/domain';

/**
 * GET /global_search?filter={"q"}&range=[start,end] (spec part 1 section 7). Page n is
 * [25n, 25n + 24]. The server refuses q under 3 characters, so callers check isSearchable first.
 */
export function globalSearch(q: string, page: number, signal?: AbortSignal): Promise<SearchPage> {
  return api.get<SearchPage>('/global_search', { params: { filter: { q }, range: searchRange(page) }, signal });
}

export const globalSearchQueryOptions = (dealerId: number, q: string) =>
  infiniteQueryOptions({
    queryKey: ['global-search', dealerId, q],
    queryFn: ({ pageParam, signal }) => globalSearch(q, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextSearchPage(pages),
    enabled: isSearchable(q),
  });

/** The pages loaded so far for `q` (trimmed, debounced); "Show more" is fetchNextPage. */
export function useGlobalSearch(dealerId: number, q: string) {
  return useInfiniteQuery(globalSearchQueryOptions(dealerId, q));
}
