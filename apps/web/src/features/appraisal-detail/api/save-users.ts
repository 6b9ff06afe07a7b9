import { api } from '../../../lib/api-client';
import { useAppraisalMutation } from '../hooks/use-appraisal-mutation';
import type { AppraisalDetail } from './get-appraisal-detail';

/** PUT /appraisals/{id}/users {userIds}: the assigned users. */
export function saveUsers(id: number, userIds: number[]): Promise<AppraisalDetail> {
  return api.put<AppraisalDetail>(`/appraisals/${id}/users`, { userIds });
}

export function useSaveUsers(id: number) {
  return useAppraisalMutation(id, (userIds: number[]) => saveUsers(id, userIds));
}
