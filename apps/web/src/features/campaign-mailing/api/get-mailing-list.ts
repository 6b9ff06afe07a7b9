import type { MailingListDocument } from '@dealer/domain';

export type { MailingListDocument };

import type { MailingListRow } from '@dealer/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MailingListSummary } from './get-campaign-lists';

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
