import { api } from '../../../lib/api-client';

/** GET /auth/logout; spec part 1 section 7: "errors ignored". */
export async function logout(): Promise<void> {
  try {
    await api.get<void>('/auth/logout', { skipAuthRedirect: true });
  } catch {
    // The session may already be gone; the page reloads to login either way.
  }
}
