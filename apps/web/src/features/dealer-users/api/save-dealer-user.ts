import type { DealerUserForm, InvitationSent } from '@dealer/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '../../../lib/api-client';
import { SESSION_QUERY_KEY, type Session } from '../../../lib/session';
import { type DealerUser, dealerUsersKey } from './get-dealer-users';

/**
 * What a save did: a new or edited member, or (202, issue 35) an invitation to a person who
 * already has an account, about whom the server says nothing more.
 */
export type SaveDealerUserResult = { kind: 'saved'; user: DealerUser } | { kind: 'invited'; email: string };

/** POST /users (new) or PUT /users/{id} (part 1 section 7). */
export async function saveDealerUser(id: number | null, values: DealerUserForm): Promise<SaveDealerUserResult> {
  if (id !== null) return { kind: 'saved', user: await api.put<DealerUser>(`/users/${id}`, values) };
  const { data, status } = await apiRequest<DealerUser | InvitationSent>('/users', { method: 'POST', body: values });
  if (status === 202) return { kind: 'invited', email: (data as InvitationSent).email };
  return { kind: 'saved', user: data as DealerUser };
}

export function useSaveDealerUser(dealerId: number, id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: DealerUserForm) => saveDealerUser(id, values),
    onSuccess: async (result) => {
      // An invitation adds no member: the list stays as it is.
      if (result.kind === 'invited') return;
      // An admin who changed their own roles sees the menus of their new roles at once.
      const session = queryClient.getQueryData<Session | null>(SESSION_QUERY_KEY);
      if (session?.user.id === result.user.id) await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: dealerUsersKey(dealerId) });
    },
  });
}
