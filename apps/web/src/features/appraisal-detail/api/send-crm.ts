import type { CrmSent } from '@dealer/domain';
import { api } from '../../../lib/api-client';
import { useAppraisalMutation } from '../hooks/use-appraisal-mutation';

/** POST /appraisals/{id}/send-crm: sends the lead to the dealer's CRM. */
export function sendCrm(id: number): Promise<CrmSent> {
  return api.post<CrmSent>(`/appraisals/${id}/send-crm`);
}

export function useSendCrm(id: number) {
  return useAppraisalMutation(id, () => sendCrm(id));
}
