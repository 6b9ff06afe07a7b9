import { api } from '../../../lib/api-client';
import { useAppraisalMutation } from '../hooks/use-appraisal-mutation';
import type { AppraisalDetail } from './get-appraisal-detail';

/** POST /appraisals/{id}/ground {notify}: a lease return goes to Grounding. */
export function ground(id: number, notify: boolean): Promise<AppraisalDetail> {
  return api.post<AppraisalDetail>(`/appraisals/${id}/ground`, { notify });
}

export function useGround(id: number) {
  return useAppraisalMutation(id, (notify: boolean) => ground(id, notify));
}
