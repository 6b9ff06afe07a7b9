import type { DashboardTile, DashboardType } from '@dealer/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface DealerDashboard {
  type: DashboardType;
  days: number;
  since: string;
  /** The window's first day at the dealer (yyyy-mm-dd): day 0 of the trend. */
  startDay: string;
  tiles: DashboardTile[];
  /** Per tile, its count on each day of the window, oldest first. */
  trend: Record<string, number[]>;
  expectedProfitTotal: number;
  expectedProfitAverage: number;
}

/** GET /dashboards/{type}?filter={"days":N}: the five tiles and the two side totals. */
export function useDealerDashboard(dealerId: number, type: DashboardType, days: number) {
  return useQuery({
    queryKey: ['dashboards', dealerId, type, days],
    queryFn: ({ signal }) => api.get<DealerDashboard>(`/dashboards/${type}`, { params: { filter: { days } }, signal }),
    placeholderData: keepPreviousData,
  });
}
