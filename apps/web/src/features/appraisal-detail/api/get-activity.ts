import type { ActivityEntry } from '@dealer/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { appraisalKey } from './get-appraisal-detail';

/** GET /appraisals/{id}/activity: who did what and when, newest first. */
export function getActivity(id: number, signal?: AbortSignal): Promise<ActivityEntry[]> {
  return api.get<ActivityEntry[]>(`/appraisals/${id}/activity`, { signal });
}

export const activityQueryOptions = (dealerId: number, id: number) =>
  queryOptions({
    queryKey: [...appraisalKey(dealerId, id), 'activity'],
    queryFn: ({ signal }) => getActivity(id, signal),
  });

export function useActivity(dealerId: number, id: number) {
  return useQuery(activityQueryOptions(dealerId, id));
}
