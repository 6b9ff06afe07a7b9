import type { DealerProfile } from '@dealer/domain';

export type { DealerProfile };

import type { DealerProfileForm } from '@dealer/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { SESSION_QUERY_KEY } from '../../../lib/session';

export const dealerProfileQueryOptions = (dealerId: number) =>
  queryOptions({
    queryKey: ['dealer-profile', dealerId],
    queryFn: ({ signal }) => api.get<DealerProfile>(`/dealers/${dealerId}`, { signal }),
  });

/** GET /dealers/{id}: the Profile tab's dealer. */
export function useDealerProfile(dealerId: number) {
  return useQuery(dealerProfileQueryOptions(dealerId));
}

/** PUT /dealers/{id}; a new name shows in the shell and page titles at once (the session lists it). */
export function useSaveDealerProfile(dealerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: DealerProfileForm) => api.put<DealerProfile>(`/dealers/${dealerId}`, values),
    onSuccess: async (saved) => {
      queryClient.setQueryData(dealerProfileQueryOptions(dealerId).queryKey, saved);
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
  });
}
