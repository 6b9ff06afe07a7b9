import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { DealerUserRole } from './get-dealer-users';

/** GET /users/roles: every role with id, name, abbrev and its one-line summary. */
export const rolesQueryOptions = () =>
  queryOptions({
    queryKey: ['user-roles'],
    queryFn: ({ signal }) => api.get<DealerUserRole[]>('/users/roles', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useRoles() {
  return useQuery(rolesQueryOptions());
}
