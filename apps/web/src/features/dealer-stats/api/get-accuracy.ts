import type { AccuracyLookBack, DashboardType } from '@dealer/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /dashboards/{type}/accuracy?filter={"days":N}: the look-back over the dashboard's window. */
export function useAccuracyLookBack(dealerId: number, type: DashboardType, days: number) {
  return useQuery({
    queryKey: ['dashboards', dealerId, type, days, 'accuracy'],
    queryFn: ({ signal }) =>
      api.get<AccuracyLookBack>(`/dashboards/${type}/accuracy`, { params: { filter: { days } }, signal }),
    placeholderData: keepPreviousData,
  });
}
