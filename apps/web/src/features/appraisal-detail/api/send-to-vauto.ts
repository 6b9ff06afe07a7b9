import { api } from '../../../lib/api-client';
import { useAppraisalMutation } from '../hooks/use-appraisal-mutation';

/** POST /appraisals/{id}/send-to-vauto: creates the vAuto appraisal. */
export function sendToVauto(id: number): Promise<{ vautoUrl: string }> {
  return api.post<{ vautoUrl: string }>(`/appraisals/${id}/send-to-vauto`);
}

export function useSendToVauto(id: number) {
  return useAppraisalMutation(id, () => sendToVauto(id));
}
