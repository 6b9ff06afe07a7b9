import { api } from '../../../lib/api-client';
import { useAppraisalMutation } from '../hooks/use-appraisal-mutation';
import type { AppraisalDetail } from './get-appraisal-detail';

/** DELETE /appraisals/{id}: archive (deletedAt and deletedBy set). */
export function archive(id: number): Promise<AppraisalDetail> {
  return api.delete<AppraisalDetail>(`/appraisals/${id}`);
}

export function useArchive(id: number) {
  return useAppraisalMutation(id, () => archive(id));
}
