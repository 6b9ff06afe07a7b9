import type { Area } from '@dealer/domain';
import { api } from '../../../lib/api-client';
import { useAppraisalMutation } from '../hooks/use-appraisal-mutation';
import type { AppraisalDetail } from './get-appraisal-detail';

/** POST /appraisals/{id}/move-area {toArea}. */
export function moveArea(id: number, toArea: Area): Promise<AppraisalDetail> {
  return api.post<AppraisalDetail>(`/appraisals/${id}/move-area`, { toArea });
}

export function useMoveArea(id: number) {
  return useAppraisalMutation(id, (toArea: Area) => moveArea(id, toArea));
}
