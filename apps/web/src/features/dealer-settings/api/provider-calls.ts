import type { ProviderCalls } from '@dealer/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /dealer_provider_calls: this month's (UTC, 'YYYY-MM') calls of the dealer to each paid provider. */
export const providerCallsQueryOptions = (dealerId: number) =>
  queryOptions({
    queryKey: ['dealer-provider-calls', dealerId],
    queryFn: ({ signal }) => api.get<ProviderCalls>('/dealer_provider_calls', { signal }),
  });

export function useProviderCalls(dealerId: number) {
  return useQuery(providerCallsQueryOptions(dealerId));
}
