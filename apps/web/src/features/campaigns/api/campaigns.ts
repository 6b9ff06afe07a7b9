import type { Campaign, IdOnly } from '@dealer/domain';

export type { Campaign };

import type { AutoOffer, CampaignFormInput, ScreenedAutoOffer } from '@dealer/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiList, type ListResult } from '../../../lib/api-client';

/** The whole list by name: a dealer runs tens of campaigns, not thousands. */
export const CAMPAIGNS_RANGE: [number, number] = [0, 499];

export const campaignsQueryOptions = (dealerId: number) =>
  queryOptions({
    // Under the key the lists' Campaign filter uses, so a change here refreshes the filter too.
    queryKey: ['dealer-campaigns', dealerId, 'settings'],
    queryFn: ({ signal }): Promise<ListResult<Campaign>> =>
      apiList<Campaign>('/dealer_campaigns', { range: CAMPAIGNS_RANGE, sort: ['name', 'ASC'] }, signal),
    placeholderData: keepPreviousData,
  });

/** GET /dealer_campaigns: the Campaigns tab's list. */
export function useCampaigns(dealerId: number) {
  return useQuery(campaignsQueryOptions(dealerId));
}

/**
 * POST (new) or PUT (edit), and DELETE. Afterwards the campaign lists and the records that show a
 * campaign are stale.
 */
export function useCampaignMutations() {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'session' });
  const save = useMutation({
    mutationFn: ({ id, values }: { id: number | null; values: CampaignFormInput }) =>
      id === null
        ? api.post<Campaign>('/dealer_campaigns', values)
        : api.put<Campaign>(`/dealer_campaigns/${id}`, values),
    onSettled,
  });
  const remove = useMutation({
    mutationFn: (id: number) => api.delete<IdOnly>(`/dealer_campaigns/${id}`),
    onSettled,
  });
  return { save, remove };
}
