import type { OfferRenewal } from '@dealer/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { offerQueryOptions } from './get-offer';

/** POST /offers/{token}/renewal: the customer of an expired offer asks the dealer for a new one. */
export function useRequestRenewal(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<OfferRenewal>(`/offers/${token}/renewal`, undefined, { skipAuthRedirect: true }),
    onSuccess: ({ renewalRequestedAt }) => {
      queryClient.setQueryData(offerQueryOptions(token).queryKey, (old) =>
        old ? { ...old, offer: { ...old.offer, renewalRequestedAt } } : old,
      );
    },
  });
}
