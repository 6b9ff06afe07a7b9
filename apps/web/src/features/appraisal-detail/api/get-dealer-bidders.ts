import type { Bidder } from '@dealer/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type DealerBidder = Bidder;

/** GET /dealer_bidders: the dealer's bidders (the bid dialog's bidder select). */
export function getDealerBidders(signal?: AbortSignal): Promise<DealerBidder[]> {
  return api.get<DealerBidder[]>('/dealer_bidders', { signal });
}

export const dealerBiddersQueryOptions = (dealerId: number) =>
  queryOptions({
    queryKey: ['dealer-bidders', dealerId],
    queryFn: ({ signal }) => getDealerBidders(signal),
    staleTime: 5 * 60 * 1000,
  });

export function useDealerBidders(dealerId: number, enabled = true) {
  return useQuery({ ...dealerBiddersQueryOptions(dealerId), enabled });
}
