import { api } from '../../../lib/api-client';
import { useAppraisalMutation } from '../hooks/use-appraisal-mutation';
import type { AppraisalDetail } from './get-appraisal-detail';

/** POST /appraisals/{id}/reopen: clears the status. */
export function reopen(id: number): Promise<AppraisalDetail> {
  return api.post<AppraisalDetail>(`/appraisals/${id}/reopen`);
}

export function useReopen(id: number) {
  return useAppraisalMutation(id, () => reopen(id));
}
