import type { DealerRef } from '@dealer/domain';
import { TIMING } from '@dealer/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type LinkedDealer = DealerRef;

/** GET /linked_dealers: the dealers this one may transfer to (Transfers filter, Transfer action). */
export function getLinkedDealers(signal?: AbortSignal): Promise<LinkedDealer[]> {
  return api.get<LinkedDealer[]>('/linked_dealers', { signal });
}

/** Spec part 1 section 9: "Linked-dealer cache 15 minutes (900000 ms)". */
export const linkedDealersQueryOptions = (dealerId: number) =>
  queryOptions({
    queryKey: ['linked-dealers', dealerId],
    queryFn: ({ signal }) => getLinkedDealers(signal),
    staleTime: TIMING.linkedDealerCacheMs,
    gcTime: TIMING.linkedDealerCacheMs,
  });

export function useLinkedDealers(dealerId: number, enabled = true) {
  return useQuery({ ...linkedDealersQueryOptions(dealerId), enabled });
}
