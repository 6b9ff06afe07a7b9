import { z } from 'zod';
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

const email = z
  .string({ error: AUTH_MESSAGES.emailRequired })
  .trim()
  .min(1, AUTH_MESSAGES.emailRequired)
  .pipe(z.email({ error: AUTH_MESSAGES.emailInvalid }));

const password = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .min(1, AUTH_MESSAGES.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordShort);

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
  token: z.string({ error: 'Token is required' }).min(1, 'Token is required'),
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** Confirm account page: "New password" and "Repeat new password", same rules, no match check. */
export const confirmAccountFormSchema = z.object({ newPassword: password, repeatPassword: password });
export type ConfirmAccountForm = z.infer<typeof confirmAccountFormSchema>;

export const confirmAccountSchema = z.object({
  newPassword: password,
  email,
  token: z.string({ error: 'Token is required' }).min(1, 'Token is required'),
});
export type ConfirmAccountInput = z.infer<typeof confirmAccountSchema>;
