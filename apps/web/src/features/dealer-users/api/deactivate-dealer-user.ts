import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dealerUsersKey } from './get-dealer-users';

/** DELETE /users/{id}: Deactivate (the user loses this dealer). */
export function deactivateDealerUser(id: number): Promise<void> {
  return api.delete<void>(`/users/${id}`);
}

export function useDeactivateDealerUser(dealerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivateDealerUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dealerUsersKey(dealerId) }),
  });
}
