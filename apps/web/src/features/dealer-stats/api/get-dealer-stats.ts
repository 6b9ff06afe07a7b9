import type { DealerStatsRow } from '@dealer/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function useDealerStats(days: number) {
  return useQuery({
    queryKey: ['dealer_stats', days],
    queryFn: ({ signal }) => api.get<DealerStatsRow[]>('/dealer_stats', { params: { filter: { days } }, signal }),
    placeholderData: keepPreviousData,
  });
}
