/** Spec part 1 section 2: "An uncaught render error mentioning 'slug' forces a redirect to /auth/logout." */
export function isSlugError(error: unknown): boolean {
  if (error instanceof Error) return /slug/i.test(error.message);
  if (typeof error === 'string') return /slug/i.test(error);
  return false;
}
