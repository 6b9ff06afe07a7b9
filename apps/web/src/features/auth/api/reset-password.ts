import type { Ok, ResetPasswordInput } from '@dealer/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** PUT /auth/reset-password with password1, password2, newPassword and the e-mailed token. */
export function resetPassword(input: ResetPasswordInput): Promise<Ok> {
  return api.put<Ok>('/auth/reset-password', input, { skipAuthRedirect: true });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
