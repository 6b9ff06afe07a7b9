import type { OfferType } from '@dealer/domain';
import { api } from '../../../lib/api-client';
import { useAppraisalMutation } from '../hooks/use-appraisal-mutation';
import type { AppraisalDetail } from './get-appraisal-detail';

export interface BuyBody {
  amount: number;
  notify: boolean;
  type: OfferType;
}

/** POST /appraisals/{id}/buy {amount, notify, type}: a lease return goes to Buying. */
export function buy(id: number, body: BuyBody): Promise<AppraisalDetail> {
  return api.post<AppraisalDetail>(`/appraisals/${id}/buy`, body);
}

export function useBuy(id: number) {
  return useAppraisalMutation(id, (body: BuyBody) => buy(id, body));
}
