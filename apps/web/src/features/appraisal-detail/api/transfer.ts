import type { AppraisalTransfer } from '@dealer/domain';
import { api } from '../../../lib/api-client';
import { useAppraisalMutation } from '../hooks/use-appraisal-mutation';

/** POST /appraisals/{id}/transfer {toDealerId}. */
export function transfer(id: number, toDealerId: number): Promise<AppraisalTransfer> {
  return api.post<AppraisalTransfer>(`/appraisals/${id}/transfer`, { toDealerId });
}

export function useTransfer(id: number) {
  return useAppraisalMutation(id, (toDealerId: number) => transfer(id, toDealerId));
}
