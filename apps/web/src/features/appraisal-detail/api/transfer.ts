import { api } from '../../../lib/api-client';
import { useAppraisalMutation } from '../hooks/use-appraisal-mutation';
import type { AppraisalDetail } from './get-appraisal-detail';

/** The sender's copy, now archived, and the id of the record the receiving dealer got. */
export type TransferResult = AppraisalDetail & { transferredId: number };

/** POST /appraisals/{id}/transfer {toDealerId}. */
export function transfer(id: number, toDealerId: number): Promise<TransferResult> {
  return api.post<TransferResult>(`/appraisals/${id}/transfer`, { toDealerId });
}

export function useTransfer(id: number) {
  return useAppraisalMutation(id, (toDealerId: number) => transfer(id, toDealerId));
}
