import type { DealerRef } from '@dealer/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** A dealer as its public pages show it. */
export type PublicDealer = DealerRef;

/** GET /public/dealers/{slug} (no session; 404 for an unknown slug). */
export function getPublicDealer(slug: string, signal?: AbortSignal): Promise<PublicDealer> {
  return api.get<PublicDealer>(`/public/dealers/${encodeURIComponent(slug)}`, { signal, skipAuthRedirect: true });
}

export const publicDealerQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['public-dealer', slug],
    queryFn: ({ signal }) => getPublicDealer(slug, signal),
    retry: false,
    staleTime: 5 * 60_000,
  });

export function usePublicDealer(slug: string, enabled = true) {
  return useQuery({ ...publicDealerQueryOptions(slug), enabled });
}
