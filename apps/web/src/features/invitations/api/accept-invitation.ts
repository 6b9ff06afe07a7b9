import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { SESSION_QUERY_KEY } from '../../../lib/session';
import { INVITATIONS_KEY } from './get-invitations';

/** POST /user/invitations/{id}/accept: the person becomes a member with the invited roles. */
export function acceptInvitation(id: number): Promise<void> {
  return api.post<void>(`/user/invitations/${id}/accept`);
}

export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    onSuccess: async () => {
      // The session carries the dealers: the switcher shows the new one before the notice goes.
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: INVITATIONS_KEY });
    },
  });
}
