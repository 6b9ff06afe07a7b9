import type { MailingListRow } from '@dealer/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MailingListSummary } from './get-campaign-lists';

export interface MailingListDocument extends MailingListSummary {
  campaign: { id: number; name: string } | null;
  unknownColumns: string[];
  counts: { valid: number; invalid: number; duplicate: number; unsubscribed: number };
  rows: MailingListRow[];
}

/** GET /dealer_campaigns/document/{id}: the uploaded list's rows, each with its verdict. */
export function useMailingList(dealerId: number, uid: string | null) {
  return useQuery(
    queryOptions({
      queryKey: ['campaign-mailing-list', dealerId, uid],
      queryFn: ({ signal }) => api.get<MailingListDocument>(`/dealer_campaigns/document/${uid}`, { signal }),
      enabled: uid !== null,
    }),
  );
}
