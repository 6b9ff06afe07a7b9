import type { DashboardType, DealerDashboard } from '@dealer/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /dashboards/{type}?filter={"days":N}: the five tiles and the two side totals. */
export function useDealerDashboard(dealerId: number, type: DashboardType, days: number) {
  return useQuery({
    queryKey: ['dashboards', dealerId, type, days],
    queryFn: ({ signal }) => api.get<DealerDashboard>(`/dashboards/${type}`, { params: { filter: { days } }, signal }),
    placeholderData: keepPreviousData,
  });
}
