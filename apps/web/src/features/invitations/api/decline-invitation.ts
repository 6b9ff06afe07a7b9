import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { INVITATIONS_KEY } from './get-invitations';

/** POST /user/invitations/{id}/decline: the invitation is closed, no membership. */
export function declineInvitation(id: number): Promise<void> {
  return api.post<void>(`/user/invitations/${id}/decline`);
}

export function useDeclineInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INVITATIONS_KEY }),
  });
}
