import type { ChangePasswordInput, Ok } from '@dealer/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** PUT /user/password: current, new and repeated password; the user's other sessions end. */
export function changePassword(values: ChangePasswordInput): Promise<Ok> {
  return api.put<Ok>('/user/password', values);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
