import type { SetStatus } from '@dealer/domain';
import { api } from '../../../lib/api-client';
import { useAppraisalMutation } from '../hooks/use-appraisal-mutation';
import type { AppraisalDetail } from './get-appraisal-detail';

/** POST /appraisals/{id}/status {appraisalStatusId, notify}: reject sets 3 with notify false. */
export function setStatus(id: number, body: SetStatus): Promise<AppraisalDetail> {
  return api.post<AppraisalDetail>(`/appraisals/${id}/status`, body);
}

export function useSetStatus(id: number) {
  return useAppraisalMutation(id, (body: SetStatus) => setStatus(id, body));
}
