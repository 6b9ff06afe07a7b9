import { api } from '../../../lib/api-client';
import { useAppraisalMutation } from '../hooks/use-appraisal-mutation';
import type { AppraisalDetail } from './get-appraisal-detail';

/**
 * POST /appraisals/{id}/finance_bank {financeBank}: free text; the server links it to the dealer
 * bank of the same name, if any, so "Not found in dealer banks!" follows from the answer.
 */
export function saveFinanceBank(id: number, financeBank: string | null): Promise<AppraisalDetail> {
  return api.post<AppraisalDetail>(`/appraisals/${id}/finance_bank`, { financeBank });
}

export function useSaveFinanceBank(id: number) {
  return useAppraisalMutation(id, (financeBank: string | null) => saveFinanceBank(id, financeBank));
}
