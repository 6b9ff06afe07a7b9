import type { AppraisalMessage } from '@dealer/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { appraisalKey } from './get-appraisal-detail';

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
