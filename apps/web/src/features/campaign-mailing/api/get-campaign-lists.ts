import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface MailingListSummary {
  uid: string;
  name: string;
  rowCount: number;
  createdAt: string;
  sentAt: string | null;
  sentCount: number | null;
  failedCount: number | null;
}

export interface CampaignLists {
  campaign: { id: number; name: string };
  documents: MailingListSummary[];
}

export const campaignListsKey = (dealerId: number, campaignId: number) =>
  ['campaign-mailing-lists', dealerId, campaignId] as const;

/** GET /dealer_campaigns/{id}/documents: the campaign's name and its latest uploaded lists. */
export function useCampaignLists(dealerId: number, campaignId: number) {
  return useQuery(
    queryOptions({
      queryKey: campaignListsKey(dealerId, campaignId),
      queryFn: ({ signal }) => api.get<CampaignLists>(`/dealer_campaigns/${campaignId}/documents`, { signal }),
    }),
  );
}
