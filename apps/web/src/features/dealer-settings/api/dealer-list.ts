import type { DealerListItem, DealerListItemDeleted } from '@dealer/domain';

export type { DealerListItem };

import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiList, type ListResult } from '../../../lib/api-client';

/** The two name lists of dealer settings (part 2 section 3 "Affiliate and Bank"). */
export type DealerListKind = 'affiliates' | 'banks';

const PATHS: Record<DealerListKind, string> = { affiliates: '/dealer_affiliates', banks: '/dealer_banks' };

/** The whole list, by name: a dealer has tens of affiliates or banks, not thousands. */
export const DEALER_LIST_RANGE: [number, number] = [0, 499];

export const dealerListQueryOptions = (kind: DealerListKind, dealerId: number) =>
  queryOptions({
    queryKey: ['dealer-list', kind, dealerId],
    queryFn: ({ signal }): Promise<ListResult<DealerListItem>> =>
      apiList<DealerListItem>(PATHS[kind], { range: DEALER_LIST_RANGE, sort: ['name', 'ASC'] }, signal),
    placeholderData: keepPreviousData,
  });

/** GET /dealer_affiliates or /dealer_banks (admins only). */
export function useDealerList(kind: DealerListKind, dealerId: number, enabled = true) {
  return useQuery({ ...dealerListQueryOptions(kind, dealerId), enabled });
}

/**
 * POST (new) or PUT (rename), and DELETE. Afterwards every query is stale: appraisal details and
 * lists show affiliate names and whether a finance bank is one of the dealer's.
 */
export function useDealerListMutations(kind: DealerListKind) {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'session' });
  const save = useMutation({
    mutationFn: ({ id, name }: { id: number | null; name: string }) =>
      id === null
        ? api.post<DealerListItem>(PATHS[kind], { name })
        : api.put<DealerListItem>(`${PATHS[kind]}/${id}`, { name }),
    onSettled,
  });
  const remove = useMutation({
    mutationFn: (id: number) => api.delete<DealerListItemDeleted>(`${PATHS[kind]}/${id}`),
    onSettled,
  });
  return { save, remove };
}
