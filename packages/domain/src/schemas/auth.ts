// zod/mini: the sign-in pages load these, and the full zod would be 39 kB gzip of their JavaScript.
import { z } from 'zod/mini';
import { AUTH_MESSAGES, PASSWORD_MIN_LENGTH } from './auth-checks';

export { AUTH_MESSAGES, PASSWORD_MIN_LENGTH } from './auth-checks';

const email = z.pipe(
  z.string({ error: AUTH_MESSAGES.emailRequired }).check(z.trim(), z.minLength(1, AUTH_MESSAGES.emailRequired)),
  z.email({ error: AUTH_MESSAGES.emailInvalid }),
);

const password = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .check(z.minLength(1, AUTH_MESSAGES.passwordRequired), z.minLength(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordShort));

const token = z.string({ error: 'Token is required' }).check(z.minLength(1, 'Token is required'));

export const loginSchema = z.object({ email, password });
export type LoginInput = z.infer<typeof loginSchema>;

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/**
 * New password page (spec part 1 section 7: PUT /auth/reset-password with password1, password2,
 * newPassword, token). Both fields required and at least 8; "no match check between them".
 */
export const newPasswordFormSchema = z.object({ password1: password, password2: password });
export type NewPasswordForm = z.infer<typeof newPasswordFormSchema>;

export const resetPasswordSchema = z.object({
  password1: password,
  password2: password,
  newPassword: password,
  token,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** Confirm account page: "New password" and "Repeat new password", same rules, no match check. */
export const confirmAccountFormSchema = z.object({ newPassword: password, repeatPassword: password });
export type ConfirmAccountForm = z.infer<typeof confirmAccountFormSchema>;

export const confirmAccountSchema = z.object({
  newPassword: password,
  email,
  token,
});
export type ConfirmAccountInput = z.infer<typeof confirmAccountSchema>;
