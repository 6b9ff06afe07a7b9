import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiList } from '../../../lib/api-client';

export interface SettingsCampaign {
  id: number;
  name: string;
  typeId: number | null;
  links: { tradein: string; return: string };
  createdAt: string;
  updatedAt: string;
}

const RANGE: [number, number] = [0, 99];

/** GET /dealer_campaigns: the Campaigns tab's list (read-only until campaign editing lands). */
export function useSettingsCampaigns(dealerId: number) {
  return useQuery(
    queryOptions({
      queryKey: ['dealer-campaigns', dealerId, RANGE],
      queryFn: ({ signal }) => apiList<SettingsCampaign>('/dealer_campaigns', { range: RANGE }, signal),
    }),
  );
}
