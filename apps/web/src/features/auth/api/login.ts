import type { LoginInput } from '@dealer/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { SESSION_QUERY_KEY, type Session } from '../../../lib/session';

/** POST /auth/login: sets the session cookie and returns the user and their dealers. */
export function login(input: LoginInput): Promise<Session> {
  return api.post<Session>('/auth/login', input, { skipAuthRedirect: true });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (session) => {
      // A new user may see other dealers' data: drop everything cached for the previous one.
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== SESSION_QUERY_KEY[0] });
      queryClient.setQueryData(SESSION_QUERY_KEY, session);
    },
  });
}
