import type { ConfirmAccountInput, Ok } from '@dealer/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** PUT /auth/confirm-account: sets the first password of an invited user. */
export function confirmAccount(input: ConfirmAccountInput): Promise<Ok> {
  return api.put<Ok>('/auth/confirm-account', input, { skipAuthRedirect: true });
}

export function useConfirmAccount() {
  return useMutation({ mutationFn: confirmAccount });
}
