import type { DealerProfileForm } from '@dealer/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { SESSION_QUERY_KEY } from '../../../lib/session';

export interface DealerProfile {
  id: number;
  slug: string;
  name: string;
  logoUrl: string | null;
  phoneNumber: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  /** IANA; texts to customers wait out 9 pm to 8 am in it. */
  timeZone: string;
  /** The number (E.164) or messaging service (MG...) the dealer's texts go from; null: none, texts refused. */
  smsSender: string | null;
  updatedAt: string;
}

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
