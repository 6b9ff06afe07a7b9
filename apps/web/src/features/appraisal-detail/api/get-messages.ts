import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { DeliveryStatus } from '../../../lib/delivery-status';
import { appraisalKey } from './get-appraisal-detail';

export interface AppraisalMessage {
  id: number;
  channel: 'email' | 'sms';
  direction: 'out' | 'in';
  recipient: string | null;
  subject: string | null;
  body: string;
  createdAt: string;
  /** The outbox's delivery state; null for a received message. */
  status: DeliveryStatus | null;
  deliveredAt: string | null;
  user: { id: number; firstName: string; lastName: string } | null;
}

/** GET /appraisals/{id}/messages: every e-mail and text sent for the record, newest first. */
export function getMessages(id: number, signal?: AbortSignal): Promise<AppraisalMessage[]> {
  return api.get<AppraisalMessage[]>(`/appraisals/${id}/messages`, { signal });
}

export const messagesQueryOptions = (dealerId: number, id: number) =>
  queryOptions({
    queryKey: [...appraisalKey(dealerId, id), 'messages'],
    queryFn: ({ signal }) => getMessages(id, signal),
  });

export function useMessages(dealerId: number, id: number) {
  return useQuery(messagesQueryOptions(dealerId, id));
}
