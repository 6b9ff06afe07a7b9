import type { ForgotPasswordInput } from '@dealer/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** PUT /auth/forgot-password: always 200, so nobody learns which e-mails have accounts. */
export function forgotPassword(input: ForgotPasswordInput): Promise<{ ok: boolean }> {
  return api.put<{ ok: boolean }>('/auth/forgot-password', input, { skipAuthRedirect: true });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
