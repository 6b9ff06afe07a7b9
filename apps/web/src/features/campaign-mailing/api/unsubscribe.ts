import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface Unsubscribed {
  dealer: { id: number; slug: string; name: string; logoUrl: string | null };
  email: string;
}

/** POST /public/unsubscribe: the link's address is never mailed by that dealer again. */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) => api.post<Unsubscribed>('/public/unsubscribe', { token }, { skipAuthRedirect: true }),
  });
}
