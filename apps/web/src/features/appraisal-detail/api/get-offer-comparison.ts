import type { OfferComparisonPreview } from '@dealer/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { appraisalKey } from './get-appraisal-detail';

/**
 * GET /appraisals/{id}/offer-comparison: what the customer would be shown if the offer the dialog
 * suggests were sent now. Under the record's key, so a worksheet save or an inspection coming back
 * refreshes it.
 */
export const offerComparisonQueryOptions = (dealerId: number, id: number) =>
  queryOptions({
    queryKey: [...appraisalKey(dealerId, id), 'offer-comparison'],
    queryFn: ({ signal }) => api.get<OfferComparisonPreview>(`/appraisals/${id}/offer-comparison`, { signal }),
  });

export function useOfferComparison(dealerId: number, id: number) {
  return useQuery(offerComparisonQueryOptions(dealerId, id));
}
