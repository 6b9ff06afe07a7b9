import { api } from '../../../lib/api-client';
import { useAppraisalMutation } from '../hooks/use-appraisal-mutation';
import type { AppraisalDetail } from './get-appraisal-detail';

/** POST /appraisals/{id}/owner-status {ownerStatusId}. */
export function saveOwnerStatus(id: number, ownerStatusId: number | null): Promise<AppraisalDetail> {
  return api.post<AppraisalDetail>(`/appraisals/${id}/owner-status`, { ownerStatusId });
}

export function useSaveOwnerStatus(id: number) {
  return useAppraisalMutation(id, (ownerStatusId: number | null) => saveOwnerStatus(id, ownerStatusId));
}
