import { VALUATION_RERUN_PATHS, type ValuationProvider } from '@dealer/domain';
import { api } from '../../../lib/api-client';
import { useAppraisalMutation } from '../hooks/use-appraisal-mutation';
import type { AppraisalDetail } from './get-appraisal-detail';

/**
 * POST /appraisals/{id}/rerun-{provider}-valuation with the selection; answers the updated detail.
 * `force` pays the provider again even when the same selection ran within 24 hours.
 */
export function rerunValuation(
  id: number,
  provider: ValuationProvider,
  selection: object,
  force = false,
): Promise<AppraisalDetail> {
  const query = force ? '?force=true' : '';
  return api.post<AppraisalDetail>(`/appraisals/${id}/${VALUATION_RERUN_PATHS[provider]}${query}`, selection);
}

export function useRerunValuation<S extends object>(id: number, provider: ValuationProvider) {
  return useAppraisalMutation(id, ({ selection, force }: { selection: S; force: boolean }) =>
    rerunValuation(id, provider, selection, force),
  );
}
