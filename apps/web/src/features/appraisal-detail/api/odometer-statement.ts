import { api } from '../../../lib/api-client';
import { useAppraisalMutation } from '../hooks/use-appraisal-mutation';

/** POST /appraisals/{id}/odm-stmt: a signed link to the odometer disclosure statement PDF. */
export function generateOdometerStatement(id: number): Promise<{ url: string }> {
  return api.post<{ url: string }>(`/appraisals/${id}/odm-stmt`);
}

export function useOdometerStatement(id: number) {
  return useAppraisalMutation(id, () => generateOdometerStatement(id));
}
