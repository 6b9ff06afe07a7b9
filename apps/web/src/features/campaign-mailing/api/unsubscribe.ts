import type { Unsubscribed } from '@dealer/domain';

export type { Unsubscribed };

import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /public/unsubscribe: the link's address is never mailed by that dealer again. */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) => api.post<Unsubscribed>('/public/unsubscribe', { token }, { skipAuthRedirect: true }),
  });
}
