import type { DealerUserForm } from '@dealer/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { SESSION_QUERY_KEY, type Session } from '../../../lib/session';
import { type DealerUser, dealerUsersKey } from './get-dealer-users';

/** POST /users (new) or PUT /users/{id} (part 1 section 7). */
export function saveDealerUser(id: number | null, values: DealerUserForm): Promise<DealerUser> {
  return id === null ? api.post<DealerUser>('/users', values) : api.put<DealerUser>(`/users/${id}`, values);
}

export function useSaveDealerUser(dealerId: number, id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: DealerUserForm) => saveDealerUser(id, values),
    onSuccess: async (saved) => {
      // An admin who changed their own roles sees the menus of their new roles at once.
      const session = queryClient.getQueryData<Session | null>(SESSION_QUERY_KEY);
      if (session?.user.id === saved.id) await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: dealerUsersKey(dealerId) });
    },
  });
}
