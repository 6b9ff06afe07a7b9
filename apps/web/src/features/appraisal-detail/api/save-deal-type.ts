import { api } from '../../../lib/api-client';
import { useAppraisalMutation } from '../hooks/use-appraisal-mutation';
import type { AppraisalDetail } from './get-appraisal-detail';

/** POST /appraisals/{id}/deal_type {dealTypeId} (null clears it). */
export function saveDealType(id: number, dealTypeId: number | null): Promise<AppraisalDetail> {
  return api.post<AppraisalDetail>(`/appraisals/${id}/deal_type`, { dealTypeId });
}

export function useSaveDealType(id: number) {
  return useAppraisalMutation(id, (dealTypeId: number | null) => saveDealType(id, dealTypeId));
}
