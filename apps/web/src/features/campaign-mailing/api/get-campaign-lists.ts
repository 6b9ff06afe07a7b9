import type { CampaignLists, MailingListSummary } from '@dealer/domain';

export type { CampaignLists, MailingListSummary };

import type { MailingSendProgress } from '@dealer/domain';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const campaignListsKey = (dealerId: number, campaignId: number) =>
  ['campaign-mailing-lists', dealerId, campaignId] as const;

/** While a list is being sent its progress is read again this often (the live channel is faster). */
const SENDING_POLL_MS = 2000;

/** GET /dealer_campaigns/{id}/documents: the campaign's name and its latest uploaded lists. */
export function useCampaignLists(dealerId: number, campaignId: number) {
  return useQuery(
    queryOptions({
      queryKey: campaignListsKey(dealerId, campaignId),
      queryFn: ({ signal }) => api.get<CampaignLists>(`/dealer_campaigns/${campaignId}/documents`, { signal }),
      refetchInterval: (query) =>
        query.state.data?.documents.some((d) => d.send?.state === 'sending') ? SENDING_POLL_MS : false,
    }),
  );
}

/** Whether `next` is news after `known`: a send only moves forward, and ends once. */
const isNewer = (known: MailingSendProgress | null, next: MailingSendProgress) =>
  !known || (known.state === 'sending' && (next.state !== 'sending' || next.left < known.left));

/** A send's progress (from its call, or the live channel's mailing-progress) into the lists that show it. */
export function applyMailingProgress(queryClient: QueryClient, progress: MailingSendProgress): void {
  queryClient.setQueriesData<CampaignLists>({ queryKey: ['campaign-mailing-lists'] }, (lists) =>
    lists?.documents.some((d) => d.uid === progress.uid && isNewer(d.send, progress))
      ? {
          ...lists,
          documents: lists.documents.map((d) =>
            d.uid === progress.uid
              ? { ...d, send: progress, sentCount: progress.sent, failedCount: progress.failed }
              : d,
          ),
        }
      : lists,
  );
}
