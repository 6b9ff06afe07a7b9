import { api } from '../../../lib/api-client';
import { useAppraisalMutation } from '../hooks/use-appraisal-mutation';
import type { AppraisalDetail } from './get-appraisal-detail';

/** POST /appraisals/{id}/undo-status: back to the previous status. */
export function undoStatus(id: number): Promise<AppraisalDetail> {
  return api.post<AppraisalDetail>(`/appraisals/${id}/undo-status`);
}

export function useUndoStatus(id: number) {
  return useAppraisalMutation(id, () => undoStatus(id));
}
