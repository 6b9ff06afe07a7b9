import type { StaffMember } from '@dealer/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type DealerUser = StaffMember;

/** GET /dealer_users: the dealer's staff (Originator filter, assigned-users editor). */
export function getDealerUsers(signal?: AbortSignal): Promise<DealerUser[]> {
  return api.get<DealerUser[]>('/dealer_users', { signal });
}

export const dealerUsersQueryOptions = (dealerId: number) =>
  queryOptions({
    queryKey: ['dealer-users', dealerId],
    queryFn: ({ signal }) => getDealerUsers(signal),
    staleTime: 5 * 60 * 1000,
  });

export function useDealerUsers(dealerId: number, enabled = true) {
  return useQuery({ ...dealerUsersQueryOptions(dealerId), enabled });
}
