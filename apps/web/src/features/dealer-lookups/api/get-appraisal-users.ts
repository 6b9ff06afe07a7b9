import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { DealerUser } from './get-dealer-users';

/**
 * GET /users/appraisal: the staff who can be assigned to an appraisal (those who may write
 * appraisals and service techs), the assigned-users editor's options.
 */
export function getAppraisalUsers(signal?: AbortSignal): Promise<DealerUser[]> {
  return api.get<DealerUser[]>('/users/appraisal', { signal });
}

export const appraisalUsersQueryOptions = (dealerId: number) =>
  queryOptions({
    queryKey: ['appraisal-users', dealerId],
    queryFn: ({ signal }) => getAppraisalUsers(signal),
    staleTime: 5 * 60 * 1000,
  });

export function useAppraisalUsers(dealerId: number, enabled = true) {
  return useQuery({ ...appraisalUsersQueryOptions(dealerId), enabled });
}
