import type { Campaign } from '@dealer/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiList, type ListResult } from '../../../lib/api-client';

/** The fields of a campaign the filter reads. */
export type DealerCampaign = Pick<Campaign, 'id' | 'name' | 'typeId'>;

/** The Campaign filter lists the first hundred campaigns. */
export const CAMPAIGN_OPTIONS_RANGE: [number, number] = [0, 99];

/** GET /dealer_campaigns?range=[0,99]: the dealer's campaigns (the Campaign filter's options). */
export function getDealerCampaigns(signal?: AbortSignal): Promise<ListResult<DealerCampaign>> {
  return apiList<DealerCampaign>('/dealer_campaigns', { range: CAMPAIGN_OPTIONS_RANGE }, signal);
}

export const dealerCampaignsQueryOptions = (dealerId: number) =>
  queryOptions({
    queryKey: ['dealer-campaigns', dealerId, CAMPAIGN_OPTIONS_RANGE],
    queryFn: ({ signal }) => getDealerCampaigns(signal),
    staleTime: 5 * 60 * 1000,
  });

export function useDealerCampaigns(dealerId: number, enabled = true) {
  return useQuery({ ...dealerCampaignsQueryOptions(dealerId), enabled });
}
