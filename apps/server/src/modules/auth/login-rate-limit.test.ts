import { afterAll, beforeAll, expect, it } from 'vitest';
import { newDealer, newUser, TEST_PASSWORD } from '../../../test/support/factories';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_ATTEMPTS_PER_IP: '3' });
});
afterAll(() => t.close());

it('limits sign-in attempts per address across accounts with 429, then lets the address in again', async () => {
  const dealer = await newDealer(t.ctx.db);
  const a = await newUser(t.ctx.db, { dealerIds: [dealer.id] });
  const b = await newUser(t.ctx.db, { dealerIds: [dealer.id] });
  const attempt = (email: string, remoteAddress = '203.0.113.7') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: TEST_PASSWORD },
      remoteAddress,
    });
  expect((await attempt(a.email)).statusCode).toBe(200);
  expect((await attempt(b.email)).statusCode).toBe(200);
  expect((await attempt(a.email)).statusCode).toBe(200);
  const limited = await attempt(b.email);
  expect(limited.statusCode).toBe(429);
  expect(limited.json().error.message).toBe('Too many sign-in attempts. Please wait a few minutes and try again.');
  expect((await attempt(b.email, '198.51.100.1')).statusCode).toBe(200);
  t.advance(16 * 60_000);
  expect((await attempt(b.email)).statusCode).toBe(200);
});

it('caps the anonymous reset-link call per address', async () => {
  const codes: number[] = [];
  for (let i = 0; i < 11; i++) {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/forgot-password',
      payload: { email: 'someone@example.test' },
      remoteAddress: '203.0.113.9',
    });
    codes.push(res.statusCode);
  }
  expect(codes.slice(0, 10).every((c) => c === 200)).toBe(true);
  expect(codes[10]).toBe(429);
});
