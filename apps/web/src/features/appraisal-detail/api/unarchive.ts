import { api } from '../../../lib/api-client';
import { useAppraisalMutation } from '../hooks/use-appraisal-mutation';
import type { AppraisalDetail } from './get-appraisal-detail';

/** POST /appraisals/{id}/unarchive: clears deletedAt and deletedBy. */
export function unarchive(id: number): Promise<AppraisalDetail> {
  return api.post<AppraisalDetail>(`/appraisals/${id}/unarchive`);
}

export function useUnarchive(id: number) {
  return useAppraisalMutation(id, () => unarchive(id));
}
