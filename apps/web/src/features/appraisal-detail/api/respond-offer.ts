import { api } from '../../../lib/api-client';
import { useAppraisalMutation } from '../hooks/use-appraisal-mutation';
import type { AppraisalDetail } from './get-appraisal-detail';

export type OfferAnswerChoice = 'accept' | 'decline';

/** POST /appraisals/{id}/respond/{x} as staff: the customer's answer given by phone or in the store. */
export function respondOffer(id: number, x: OfferAnswerChoice): Promise<AppraisalDetail> {
  return api.post<AppraisalDetail>(`/appraisals/${id}/respond/${x}`);
}

export function useRespondOffer(id: number) {
  return useAppraisalMutation(id, (x: OfferAnswerChoice) => respondOffer(id, x));
}
