import type { ForgotPasswordInput, Ok } from '@dealer/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** PUT /auth/forgot-password: always 200, so nobody learns which e-mails have accounts. */
export function forgotPassword(input: ForgotPasswordInput): Promise<Ok> {
  return api.put<Ok>('/auth/forgot-password', input, { skipAuthRedirect: true });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
