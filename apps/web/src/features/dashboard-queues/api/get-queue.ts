import { type AppraisalQueuePage, DASHBOARD_QUEUES, type DashboardQueueCode } from '@dealer/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queuePageRange } from '../lib/queue-paging';

/** A queue row: the list row of part 2 (value fields only for some roles). */
export type QueueRow = AppraisalQueuePage['data'][number];

const ENDPOINTS: Record<DashboardQueueCode, string> = Object.fromEntries(
  DASHBOARD_QUEUES.map((q) => [q.code, q.endpoint]),
) as Record<DashboardQueueCode, string>;

/** GET /{queue}_appraisals?range=[start,end] (spec part 1 section 7): one page of 5 and the total. */
export function getQueue(code: DashboardQueueCode, page: number, signal?: AbortSignal): Promise<AppraisalQueuePage> {
  return api.get<AppraisalQueuePage>(ENDPOINTS[code], { params: { range: queuePageRange(page) }, signal });
}

/** Every queue of a dealer shares this prefix, so a move or archive refreshes them all. */
export const queuesKey = (dealerId: number) => ['queues', dealerId] as const;

export const queueQueryOptions = (dealerId: number, code: DashboardQueueCode, page: number) =>
  queryOptions({
    queryKey: [...queuesKey(dealerId), code, page],
    queryFn: ({ signal }) => getQueue(code, page, signal),
    // Paging keeps the rows in place until the next five arrive.
    placeholderData: keepPreviousData,
  });

export function useQueue(dealerId: number, code: DashboardQueueCode, page: number) {
  return useQuery(queueQueryOptions(dealerId, code, page));
}
