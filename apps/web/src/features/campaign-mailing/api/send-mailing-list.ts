import type { MailingSendProgress, MailingSendStarted } from '@dealer/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /dealer_campaigns/document/{id}/sendEmail: starts the send (a job) and answers at once. */
export function useSendMailingList() {
  return useMutation({
    mutationFn: (uid: string) => api.get<MailingSendStarted>(`/dealer_campaigns/document/${uid}/sendEmail`),
  });
}

/** POST /dealer_campaigns/document/{id}/cancelSend: stops a send under way. */
export function useCancelMailingSend() {
  return useMutation({
    mutationFn: (uid: string) => api.post<MailingSendProgress>(`/dealer_campaigns/document/${uid}/cancelSend`),
  });
}
