import { api } from '../../../lib/api-client';
import { useAppraisalMutation } from '../hooks/use-appraisal-mutation';
import type { AppraisalDetail } from './get-appraisal-detail';

/** POST /appraisals/{id}/affiliate {affiliateId} (null removes it). */
export function saveAffiliate(id: number, affiliateId: number | null): Promise<AppraisalDetail> {
  return api.post<AppraisalDetail>(`/appraisals/${id}/affiliate`, { affiliateId });
}

export function useSaveAffiliate(id: number) {
  return useAppraisalMutation(id, (affiliateId: number | null) => saveAffiliate(id, affiliateId));
}
