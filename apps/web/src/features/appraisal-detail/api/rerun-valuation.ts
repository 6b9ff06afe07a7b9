import { VALUATION_RERUN_PATHS, type ValuationProvider } from '@dealer/domain';
import { api } from '../../../lib/api-client';
import { useAppraisalMutation } from '../hooks/use-appraisal-mutation';
import type { AppraisalDetail } from './get-appraisal-detail';

/** POST /appraisals/{id}/rerun-{provider}-valuation with the selection; answers the updated detail. */
export function rerunValuation(id: number, provider: ValuationProvider, selection: object): Promise<AppraisalDetail> {
  return api.post<AppraisalDetail>(`/appraisals/${id}/${VALUATION_RERUN_PATHS[provider]}`, selection);
}

export function useRerunValuation<S extends object>(id: number, provider: ValuationProvider) {
  return useAppraisalMutation(id, (selection: S) => rerunValuation(id, provider, selection));
}
