import type { InspectionLinkAnswer } from '@dealer/domain';
import { api } from '../../../lib/api-client';
import { useAppraisalMutation } from '../hooks/use-appraisal-mutation';

export type InspectionSendTo = 'email' | 'phone' | 'email_phone';

/** POST /appraisals/{id}/inspection-link {sendTo}: starts a capture session and sends its link. */
export function sendInspectionLink(id: number, sendTo: InspectionSendTo): Promise<InspectionLinkAnswer> {
  return api.post<InspectionLinkAnswer>(`/appraisals/${id}/inspection-link`, { sendTo });
}

export function useSendInspectionLink(id: number) {
  return useAppraisalMutation(id, (sendTo: InspectionSendTo) => sendInspectionLink(id, sendTo));
}
