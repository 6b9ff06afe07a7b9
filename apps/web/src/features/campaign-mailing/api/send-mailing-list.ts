import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface SendResult {
  message: string;
  sent: number;
  failed: number;
  skipped: number;
}

/** GET /dealer_campaigns/document/{id}/sendEmail: one invitation per valid row; answers the message. */
export function useSendMailingList() {
  return useMutation({
    mutationFn: (uid: string) => api.get<SendResult>(`/dealer_campaigns/document/${uid}/sendEmail`),
  });
}
