import { regexes } from 'zod/v4/core';
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
 * The sign-in form's two checks as plain functions: the login page runs them without a schema
 * library, which would be a tenth of its JavaScript. `loginSchema` (auth.ts) applies the same
 * rules on the server; auth.test.ts holds the two equal. Each answers the message, or undefined.
 */
export function emailError(value: string): string | undefined {
  const email = value.trim();
  if (!email) return AUTH_MESSAGES.emailRequired;
  return regexes.email.test(email) ? undefined : AUTH_MESSAGES.emailInvalid;
}

export function passwordError(value: string): string | undefined {
  if (!value) return AUTH_MESSAGES.passwordRequired;
  return value.length < PASSWORD_MIN_LENGTH ? AUTH_MESSAGES.passwordShort : undefined;
}
