import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { SESSION_QUERY_KEY, type Session } from '../../../lib/session';

/** GET /user: the current session, or null when signed out (401). */
export async function getUser(signal?: AbortSignal): Promise<Session | null> {
  try {
    const { data } = await apiRequest<Session>('/user', { signal, skipAuthRedirect: true });
    return data;
  } catch (error) {
    if (isApiError(error) && (error.status === 401 || error.status === 403)) return null;
    throw error;
  }
}

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: SESSION_QUERY_KEY,
    queryFn: ({ signal }) => getUser(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The session query; it fetches once and is then kept up to date by login and logout. */
export function useSessionQuery() {
  return useQuery(sessionQueryOptions());
}
