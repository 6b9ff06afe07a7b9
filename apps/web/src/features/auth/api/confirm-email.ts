import type { ConfirmEmailInput, Ok } from '@dealer/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** PUT /auth/confirm-email: the link sent to a new address makes it the user's sign-in e-mail. */
export function confirmEmail(input: ConfirmEmailInput): Promise<Ok> {
  return api.put<Ok>('/auth/confirm-email', input, { skipAuthRedirect: true });
}

export function useConfirmEmail() {
  return useMutation({ mutationFn: confirmEmail });
}
