import type { OdometerStatement } from '@dealer/domain';
import { api } from '../../../lib/api-client';
import { useAppraisalMutation } from '../hooks/use-appraisal-mutation';

/** POST /appraisals/{id}/odm-stmt: a signed link to the odometer disclosure statement PDF. */
export function generateOdometerStatement(id: number): Promise<OdometerStatement> {
  return api.post<OdometerStatement>(`/appraisals/${id}/odm-stmt`);
}

export function useOdometerStatement(id: number) {
  return useAppraisalMutation(id, () => generateOdometerStatement(id));
}
