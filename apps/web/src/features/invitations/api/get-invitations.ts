import type { UserInvitation } from '@dealer/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** One open invitation of the signed-in person (GET /user/invitations; the domain's answer schema). */
export type Invitation = UserInvitation;

export const INVITATIONS_KEY = ['user', 'invitations'] as const;

/** GET /user/invitations: the person's open invitations (no dealer header needed). */
export function getInvitations(signal?: AbortSignal): Promise<Invitation[]> {
  return api.get<Invitation[]>('/user/invitations', { signal });
}

export const invitationsQueryOptions = () =>
  queryOptions({
    queryKey: INVITATIONS_KEY,
    queryFn: ({ signal }) => getInvitations(signal),
    // Invitations are rare and arrive by e-mail too: asked once per sign-in and page load, not
    // again on every navigation of the shell.
    staleTime: 10 * 60_000,
    // A failure shows nothing (the notice is an extra): no retries on every page.
    retry: false,
  });

export function useInvitations() {
  return useQuery(invitationsQueryOptions());
}
