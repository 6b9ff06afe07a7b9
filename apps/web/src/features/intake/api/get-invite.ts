import type { PublicInvite } from '@dealer/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /public/invites/{token}: the shared form's dealer, type and prefill. */
export function getInvite(token: string, signal?: AbortSignal): Promise<PublicInvite> {
  return api.get<PublicInvite>(`/public/invites/${encodeURIComponent(token)}`, { signal, skipAuthRedirect: true });
}

export const inviteQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['public-invite', token],
    queryFn: ({ signal }) => getInvite(token, signal),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useInvite(token: string | null) {
  return useQuery({ ...inviteQueryOptions(token ?? ''), enabled: token !== null });
}
