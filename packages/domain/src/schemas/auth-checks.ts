import { ERROR_MESSAGES } from '../constants/messages';

/** Spec part 1 section 5, "Login" and "Forgot password" messages. */
export const AUTH_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email',
  passwordRequired: 'Password is required',
  passwordShort: 'Password should be of minimum 8 characters length',
  loginFailed: ERROR_MESSAGES.loginFailed,
  confirmLoginFailed: ERROR_MESSAGES.confirmLoginFailed,
} as const;

export const PASSWORD_MIN_LENGTH = 8;

/**
 * zod's e-mail pattern (z.email(), which loginSchema uses), written here: importing it from
 * zod/v4/core brings every one of zod's patterns into the sign-in page (1.2 kB gzip). auth.test.ts
 * holds it equal to zod's.
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/**
 * The sign-in form's two checks as plain functions: the login page runs them without a schema
 * library, which would be a tenth of its JavaScript. `loginSchema` (auth.ts) applies the same
 * rules on the server; auth.test.ts holds the two equal. Each answers the message, or undefined.
 */
export function emailError(value: string): string | undefined {
  const email = value.trim();
  if (!email) return AUTH_MESSAGES.emailRequired;
  return EMAIL_PATTERN.test(email) ? undefined : AUTH_MESSAGES.emailInvalid;
}

export function passwordError(value: string): string | undefined {
  if (!value) return AUTH_MESSAGES.passwordRequired;
  return value.length < PASSWORD_MIN_LENGTH ? AUTH_MESSAGES.passwordShort : undefined;
}
