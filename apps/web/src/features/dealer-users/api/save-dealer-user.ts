import type { DealerUserForm } from '@dealer/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type DealerUser, dealerUsersKey } from './get-dealer-users';

/** POST /users (new) or PUT /users/{id} (part 1 section 7). */
export function saveDealerUser(id: number | null, values: DealerUserForm): Promise<DealerUser> {
  return id === null ? api.post<DealerUser>('/users', values) : api.put<DealerUser>(`/users/${id}`, values);
}

export function useSaveDealerUser(dealerId: number, id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: DealerUserForm) => saveDealerUser(id, values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dealerUsersKey(dealerId) }),
  });
}
