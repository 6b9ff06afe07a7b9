import type { AppraisalListRow } from '@dealer/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiList, type ListResult } from '../../../lib/api-client';
import type { ListQueryParams } from '../lib/list-url-state';

// A row of GET /appraisals, inferred from the server's answer schema (packages/domain).
export type {
  AppraisalListRow as AppraisalRow,
  AppraisalUser as PersonRef,
  DocumentRef,
  LeaseContact,
} from '@dealer/domain';

/** GET /appraisals?filter&range&sort: one page of a list; the total is in x-total-count. */
export function getAppraisals(params: ListQueryParams, signal?: AbortSignal): Promise<ListResult<AppraisalListRow>> {
  return apiList<AppraisalListRow>('/appraisals', { ...params }, signal);
}

/** Every appraisal list query starts with this key, so an edit can refresh them all. */
export const APPRAISALS_QUERY_KEY = 'appraisals';

export const appraisalsQueryOptions = (dealerId: number, params: ListQueryParams) =>
  queryOptions({
    queryKey: [APPRAISALS_QUERY_KEY, dealerId, params],
    queryFn: ({ signal }) => getAppraisals(params, signal),
    // Keep the rows on screen while the next page, tab or filter loads.
    placeholderData: keepPreviousData,
  });

export function useAppraisals(dealerId: number, params: ListQueryParams) {
  return useQuery(appraisalsQueryOptions(dealerId, params));
}
