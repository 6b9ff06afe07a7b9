/**
 * Told to the login page when a signed-in person is sent there because the page they asked for is
 * closed to their roles (issue 38 point 9): without it the sign-in form came back with no word, and
 * signing in again went round the same loop.
 */
export interface ClosedPage {
  /** Who is signed in. */
  email: string;
  /** The dealer whose roles were checked ('' when none). */
  dealerName: string;
  /** The page asked for. */
  path: string;
  /** Where their roles do take them: their landing page at that dealer. */
  landing: string;
}

/** The ClosedPage a navigation's state carries, when it carries one. */
export function closedPageOf(state: unknown): ClosedPage | null {
  const value = (state as { closedPage?: Partial<ClosedPage> } | null)?.closedPage;
  if (!value || typeof value.email !== 'string' || typeof value.landing !== 'string') return null;
  return {
    email: value.email,
    dealerName: typeof value.dealerName === 'string' ? value.dealerName : '',
    path: typeof value.path === 'string' ? value.path : '',
    landing: value.landing.startsWith('/') && !value.landing.startsWith('//') ? value.landing : '/',
  };
}
