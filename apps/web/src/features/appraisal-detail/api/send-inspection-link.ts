import type { CustomerDelivery } from '@dealer/domain';
import { api } from '../../../lib/api-client';
import { useAppraisalMutation } from '../hooks/use-appraisal-mutation';

export type InspectionSendTo = 'email' | 'phone' | 'email_phone';

/** The answer: the capture session, and what became of the link on each channel. */
export interface InspectionLinkAnswer {
  sessionKey: string;
  captureUrl: string;
  delivery: CustomerDelivery[];
}

/** POST /appraisals/{id}/inspection-link {sendTo}: starts a capture session and sends its link. */
export function sendInspectionLink(id: number, sendTo: InspectionSendTo): Promise<InspectionLinkAnswer> {
  return api.post<InspectionLinkAnswer>(`/appraisals/${id}/inspection-link`, { sendTo });
}

export function useSendInspectionLink(id: number) {
  return useAppraisalMutation(id, (sendTo: InspectionSendTo) => sendInspectionLink(id, sendTo));
}
