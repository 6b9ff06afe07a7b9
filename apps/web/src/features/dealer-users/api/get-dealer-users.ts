import type { DealerUser, RoleAnswer } from '@dealer/domain';

export type { DealerUser };

import type { RoleName } from '@dealer/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiList, type ListResult } from '../../../lib/api-client';

export type DealerUserRole = RoleAnswer;

export interface DealerUserFilter {
  name?: string;
  email?: string;
  role?: RoleName;
}

export const USERS_PAGE_SIZE = 50;

/** The filter without its empty parts (the server refuses none, but the URL stays short). */
export function cleanFilter(filter: DealerUserFilter): DealerUserFilter {
  return Object.fromEntries(Object.entries(filter).filter(([, v]) => v)) as DealerUserFilter;
}

/** GET /users in the list protocol: filter, range, sort; the total in x-total-count. */
export function getDealerUsers(
  filter: DealerUserFilter,
  page: number,
  signal?: AbortSignal,
): Promise<ListResult<DealerUser>> {
  const start = (Math.max(1, page) - 1) * USERS_PAGE_SIZE;
  return apiList<DealerUser>(
    '/users',
    { filter: cleanFilter(filter), range: [start, start + USERS_PAGE_SIZE - 1], sort: ['name', 'ASC'] },
    signal,
  );
}

export const dealerUsersKey = (dealerId: number) => ['dealer-users', dealerId] as const;

export const dealerUsersQueryOptions = (dealerId: number, filter: DealerUserFilter, page: number) =>
  queryOptions({
    queryKey: [...dealerUsersKey(dealerId), cleanFilter(filter), page],
    queryFn: ({ signal }) => getDealerUsers(filter, page, signal),
    placeholderData: keepPreviousData,
  });

export function useDealerUsers(dealerId: number, filter: DealerUserFilter, page: number) {
  return useQuery(dealerUsersQueryOptions(dealerId, filter, page));
}
