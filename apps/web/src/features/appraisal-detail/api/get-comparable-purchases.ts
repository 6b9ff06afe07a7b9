import type { ComparablePurchases } from '@dealer/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { appraisalKey } from './get-appraisal-detail';

/** GET /appraisals/{id}/comparable_purchases: the dealer's purchases like this vehicle and their median cost. */
export function getComparablePurchases(id: number, signal?: AbortSignal): Promise<ComparablePurchases> {
  return api.get<ComparablePurchases>(`/appraisals/${id}/comparable_purchases`, { signal });
}

export const comparablePurchasesQueryOptions = (dealerId: number, id: number) =>
  queryOptions({
    queryKey: [...appraisalKey(dealerId, id), 'comparable-purchases'],
    queryFn: ({ signal }) => getComparablePurchases(id, signal),
  });

export function useComparablePurchases(dealerId: number, id: number) {
  return useQuery(comparablePurchasesQueryOptions(dealerId, id));
}
