import type { DealType } from '@dealer/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type { DealType };

/** GET /appraisal_deal_types: the purchase types of the deal type select. */
export function getDealTypes(signal?: AbortSignal): Promise<DealType[]> {
  return api.get<DealType[]>('/appraisal_deal_types', { signal });
}

export const dealTypesQueryOptions = () =>
  queryOptions({
    queryKey: ['appraisal-deal-types'],
    queryFn: ({ signal }) => getDealTypes(signal),
    staleTime: 60 * 60 * 1000,
  });

export function useDealTypes() {
  return useQuery(dealTypesQueryOptions());
}
