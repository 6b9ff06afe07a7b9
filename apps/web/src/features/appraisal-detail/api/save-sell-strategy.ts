import { api } from '../../../lib/api-client';
import { useAppraisalMutation } from '../hooks/use-appraisal-mutation';
import type { AppraisalDetail } from './get-appraisal-detail';

/** POST /appraisals/{id}/sell_strat {sellStrategyStatusId}. */
export function saveSellStrategy(id: number, sellStrategyStatusId: number | null): Promise<AppraisalDetail> {
  return api.post<AppraisalDetail>(`/appraisals/${id}/sell_strat`, { sellStrategyStatusId });
}

export function useSaveSellStrategy(id: number) {
  return useAppraisalMutation(id, (sellStrategyStatusId: number | null) => saveSellStrategy(id, sellStrategyStatusId));
}
