import type { PublicOffer } from '@dealer/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /offers/{token}: what the customer's offer page shows (no session). */
export function getOffer(token: string, signal?: AbortSignal): Promise<PublicOffer> {
  return api.get<PublicOffer>(`/offers/${encodeURIComponent(token)}`, { signal, skipAuthRedirect: true });
}

export const offerQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['public-offer', token],
    queryFn: ({ signal }) => getOffer(token, signal),
    // A dead link stays dead; retrying only delays the message.
    retry: false,
    staleTime: 60_000,
  });

export function usePublicOffer(token: string) {
  return useQuery(offerQueryOptions(token));
}
