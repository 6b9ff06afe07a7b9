import type { ManualValuation } from '@dealer/domain';
import { api } from '../../../lib/api-client';
import { useAppraisalMutation } from '../hooks/use-appraisal-mutation';
import type { AppraisalDetail } from './get-appraisal-detail';

/** POST /appraisals/{id}/manual-valuation: a value entered by hand when the provider failed; answers the detail. */
export function enterManualValuation(id: number, values: ManualValuation): Promise<AppraisalDetail> {
  return api.post<AppraisalDetail>(`/appraisals/${id}/manual-valuation`, values);
}

export function useEnterManualValuation(id: number) {
  return useAppraisalMutation(id, (values: ManualValuation) => enterManualValuation(id, values));
}
