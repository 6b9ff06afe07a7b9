import type { OfferTerms } from '@dealer/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client';

/**
 * GET /dealer_offer_terms: how long the dealer's offers hold and their mileage allowance. The
 * Defaults tab edits them; the offer dialog starts from them.
 */
export const offerTermsQueryOptions = (dealerId: number) =>
  queryOptions({
    queryKey: ['dealer-offer-terms', dealerId],
    queryFn: ({ signal }) => api.get<OfferTerms>('/dealer_offer_terms', { signal }),
  });

export function useOfferTerms(dealerId: number) {
  return useQuery(offerTermsQueryOptions(dealerId));
}

/** PUT /dealer_offer_terms (dealer admin). */
export function useSaveOfferTerms(dealerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (terms: OfferTerms) => api.put<OfferTerms>('/dealer_offer_terms', terms),
    onSuccess: (saved) => queryClient.setQueryData(offerTermsQueryOptions(dealerId).queryKey, saved),
  });
}
