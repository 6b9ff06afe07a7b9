import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { $ZodType } from 'zod/v4/core';
import { regexes, safeParse } from 'zod/v4/core';
import {
  AUTH_MESSAGES,
  confirmAccountFormSchema,
  confirmAccountSchema,
  forgotPasswordSchema,
  loginSchema,
  newPasswordFormSchema,
  resetPasswordSchema,
} from './auth';
import { EMAIL_PATTERN, emailError, passwordError } from './auth-checks';
import { toFieldErrors } from './field-errors';

const errors = (schema: $ZodType, input: unknown) => {
  const r = safeParse(schema, input);
  return r.success ? {} : toFieldErrors(r.error);
};

describe('login (part 1 section 5)', () => {
  it('"e-mail required ("Email is required"), valid ("Enter a valid email"); password required ("Password is required"), at least 8 characters ("Password should be of minimum 8 characters length")"', () => {
    expect(errors(loginSchema, {})).toEqual({ email: 'Email is required', password: 'Password is required' });
    expect(errors(loginSchema, { email: ' ', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(errors(loginSchema, { email: 'nope', password: 'short' })).toEqual({
      email: 'Enter a valid email',
      password: 'Password should be of minimum 8 characters length',
    });
    expect(loginSchema.parse({ email: ' a@b.co ', password: '12345678' })).toEqual({
      email: 'a@b.co',
      password: '12345678',
    });
  });
  it('failure texts', () => {
    expect(AUTH_MESSAGES.loginFailed).toBe('Invalid username or password. Please try again.');
    expect(AUTH_MESSAGES.confirmLoginFailed).toBe('There was an error logging in. Please contact support.');
  });
});

describe('forgot password: "e-mail required and valid, same messages"', () => {
  it('validates', () => {
    expect(errors(forgotPasswordSchema, { email: '' })).toEqual({ email: 'Email is required' });
    expect(errors(forgotPasswordSchema, { email: 'x@' })).toEqual({ email: 'Enter a valid email' });
    expect(errors(forgotPasswordSchema, { email: 'x@y.io' })).toEqual({});
  });
});

describe('new password and confirm account: "both password fields required, at least 8 characters, same messages; no match check"', () => {
  it('new password form', () => {
    expect(errors(newPasswordFormSchema, { password1: '', password2: 'short' })).toEqual({
      password1: 'Password is required',
      password2: 'Password should be of minimum 8 characters length',
    });
    expect(errors(newPasswordFormSchema, { password1: 'aaaaaaaa', password2: 'bbbbbbbb' })).toEqual({});
  });
  it('reset-password payload (password1, password2, newPassword, token)', () => {
    expect(
      errors(resetPasswordSchema, { password1: 'aaaaaaaa', password2: 'aaaaaaaa', newPassword: 'aaaaaaaa' }),
    ).toEqual({
      token: 'Token is required',
    });
  });
  it('confirm account form and payload (newPassword, email, token)', () => {
    expect(errors(confirmAccountFormSchema, { newPassword: '1234567', repeatPassword: '' })).toEqual({
      newPassword: 'Password should be of minimum 8 characters length',
      repeatPassword: 'Password is required',
    });
    expect(errors(confirmAccountSchema, { newPassword: '12345678', email: 'a@b.co', token: 't' })).toEqual({});
    expect(errors(confirmAccountSchema, { newPassword: '12345678', email: 'a@b.co', token: '' })).toEqual({
      token: 'Token is required',
    });
  });
});

describe('the login form checks (emailError, passwordError) and loginSchema agree', () => {
  it("checks e-mails with zod's own pattern", () => {
    // The same pattern but for escapes of '-' that mean nothing in a character class (Biome drops them).
    expect(EMAIL_PATTERN.source).toBe(regexes.email.source.replaceAll('\\-', '-'));
    expect(EMAIL_PATTERN.flags).toBe(regexes.email.flags);
  });

  const viaChecks = (email: string, password: string) => {
    const out: Record<string, string> = {};
    const e = emailError(email);
    const p = passwordError(password);
    if (e) out.email = e;
    if (p) out.password = p;
    return out;
  };
  const emails = fc.oneof(
    fc.emailAddress(),
    fc.string(),
    fc.constantFrom('', ' ', ' a@b.co ', 'x@', 'a@b', 'a.b@c.io', "o'neil@x.org", 'a@-b.com', 'é@x.io'),
  );

  it('answer the same messages for any e-mail and password', () => {
    fc.assert(
      fc.property(emails, fc.string({ maxLength: 12 }), (email, password) => {
        expect(viaChecks(email, password)).toEqual(errors(loginSchema, { email, password }));
      }),
    );
  });
});
