import { AUTH_MESSAGES } from '@dealer/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { loginFailureMessage, requestFailureMessage, serverFieldErrors } from './auth-errors';

describe('login failures', () => {
  it('shows the spec message for wrong credentials and unknown failures', () => {
    expect(loginFailureMessage(new ApiError(401, 'INVALID_CREDENTIALS', 'x'))).toBe(AUTH_MESSAGES.loginFailed);
    expect(loginFailureMessage(new TypeError('Failed to fetch'))).toBe(AUTH_MESSAGES.loginFailed);
  });

  it("shows the server's message when rate limited", () => {
    const message = 'Too many sign-in attempts. Please wait a few minutes and try again.';
    expect(loginFailureMessage(new ApiError(429, 'RATE_LIMITED', message))).toBe(message);
  });

  it('leaves 400s with field messages to the fields', () => {
    const error = new ApiError(400, 'VALIDATION', 'Invalid', { email: 'Enter a valid email', other: 'x' });
    expect(loginFailureMessage(error)).toBeNull();
    expect(serverFieldErrors(error, ['email', 'password'])).toEqual([['email', 'Enter a valid email']]);
    expect(serverFieldErrors(new Error('x'), ['email'])).toEqual([]);
  });
});

describe('requestFailureMessage', () => {
  it("shows the server's message, or a generic one", () => {
    const msg = 'This link is invalid or has expired. Please request a new one.';
    expect(requestFailureMessage(new ApiError(400, 'INVALID_TOKEN', msg))).toBe(msg);
    expect(requestFailureMessage(new Error('offline'))).toBe('There was an error. Please try again.');
  });
});
