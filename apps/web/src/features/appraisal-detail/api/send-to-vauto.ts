import type { VautoSent } from '@dealer/domain';
import { api } from '../../../lib/api-client';
import { useAppraisalMutation } from '../hooks/use-appraisal-mutation';

/** POST /appraisals/{id}/send-to-vauto: creates the vAuto appraisal. */
export function sendToVauto(id: number): Promise<VautoSent> {
  return api.post<VautoSent>(`/appraisals/${id}/send-to-vauto`);
}

export function useSendToVauto(id: number) {
  return useAppraisalMutation(id, () => sendToVauto(id));
}
