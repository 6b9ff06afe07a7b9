import { AUTH_MESSAGES } from '@dealer/domain';
import { isApiError } from '../../../lib/api-error';

/**
 * The message under the login form (spec part 1 section 8: "Invalid username or password. Please
 * try again."). A 429 shows the server's own message; a 400 shows its field messages instead.
 */
export function loginFailureMessage(error: unknown): string | null {
  if (isApiError(error)) {
    if (error.status === 429) return error.message;
    if (error.status === 400 && Object.keys(error.fields).length > 0) return null;
  }
  return AUTH_MESSAGES.loginFailed;
}

/** Field messages the server sent back with a 400, for the form's fields only. */
export function serverFieldErrors<F extends string>(error: unknown, fields: readonly F[]): [F, string][] {
  if (!isApiError(error)) return [];
  return fields.flatMap((f) => {
    const message = error.fields[f];
    return message ? [[f, message] as [F, string]] : [];
  });
}

/** A failed password call: the server's message (e.g. "This link is invalid or has expired..."). */
export function requestFailureMessage(error: unknown): string {
  if (isApiError(error)) return error.message;
  return 'There was an error. Please try again.';
}
