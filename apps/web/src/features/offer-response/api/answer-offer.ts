import type { OfferLinkResponse } from '@dealer/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { offerQueryOptions } from './get-offer';

export type OfferChoice = 'accept' | 'decline';

/** POST /appraisals/{id}/respond/{x} with the link's token: the customer's own answer. */
export function answerOffer(appraisalId: number, x: OfferChoice, token: string) {
  return api.post<OfferLinkResponse>(`/appraisals/${appraisalId}/respond/${x}`, { token }, { skipAuthRedirect: true });
}

export function useAnswerOffer(token: string, appraisalId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (x: OfferChoice) => answerOffer(appraisalId, x, token),
    onSuccess: ({ status }) => {
      queryClient.setQueryData(offerQueryOptions(token).queryKey, (old) => (old ? { ...old, status } : old));
    },
  });
}
