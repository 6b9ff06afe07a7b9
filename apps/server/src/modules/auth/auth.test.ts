import { AUTH_MESSAGES } from '@dealer/domain';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newDealer, newUser, TEST_PASSWORD } from '../../../test/support/factories';
import { createTestApp, sessionCookie, type TestApp } from '../../../test/support/test-app';
import { outboxMessages, users } from '../../db/schema';
import { sendConfirmLink } from './auth.service';
import { RATE_LIMIT_MESSAGE } from './login-throttle';

let t: TestApp;
let dealerId: number;

beforeAll(async () => {
  t = await createTestApp();
  dealerId = (await newDealer(t.ctx.db)).id;
});
afterAll(() => t.close());

const login = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: payload as object, headers });

async function lastLinkTo(email: string): Promise<string> {
  const [row] = await t.ctx.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, email))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  if (!row?.links[0]) throw new Error(`no message to ${email}`);
  return row.links[0];
}
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

describe('POST /api/auth/login', () => {
  it('signs in, answers the user and dealers with roles, and sets an HttpOnly session cookie', async () => {
    const user = await newUser(t.ctx.db, { dealerIds: [dealerId], roles: ['APPRAISER'] });
    const res = await login({ email: user.email.toUpperCase(), password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({
      id: user.id,
      email: user.email,
      firstName: 'Test',
      lastName: 'User',
      uid: user.uid,
    });
    expect(body.user.roles.map((r: { name: string }) => r.name)).toEqual(['DEALER', 'APPRAISER']);
    expect(body.dealers).toEqual([
      expect.objectContaining({
        id: dealerId,
        roles: [
          { name: 'DEALER', abbrev: 'DLR' },
          { name: 'APPRAISER', abbrev: 'APR' },
        ],
      }),
    ]);
    const cookie = res.cookies.find((c) => c.name === 'da_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: sessionCookie(res) } });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.id).toBe(user.id);
  });

  it('refuses a wrong password, an unknown e-mail and a deactivated user with the spec message', async () => {
    const user = await newUser(t.ctx.db, { dealerIds: [dealerId] });
    const inactive = await newUser(t.ctx.db, { dealerIds: [dealerId], active: false });
    for (const payload of [
      { email: user.email, password: 'wrong-password' },
      { email: 'nobody@example.test', password: TEST_PASSWORD },
      { email: inactive.email, password: TEST_PASSWORD },
    ]) {
      const res = await login(payload);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        error: { code: 'INVALID_CREDENTIALS', message: 'Invalid username or password. Please try again.' },
      });
      expect(res.cookies).toHaveLength(0);
    }
  });

  it('answers 400 with the spec field messages for missing or malformed input', async () => {
    const cases: [unknown, Record<string, string>][] = [
      [{}, { email: AUTH_MESSAGES.emailRequired, password: AUTH_MESSAGES.passwordRequired }],
      [
        { email: '', password: '' },
        { email: 'Email is required', password: 'Password is required' },
      ],
      [
        { email: 'not-an-email', password: 'short' },
        { email: 'Enter a valid email', password: 'Password should be of minimum 8 characters length' },
      ],
    ];
    for (const [payload, fields] of cases) {
      const res = await login(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'VALIDATION', fields });
    }
  });

  it('answers 400, not 500, for a body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{oops',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBeDefined();
  });

  it('locks an account after 5 failures with 429, even for the right password, until the window passes', async () => {
    const user = await newUser(t.ctx.db, { dealerIds: [dealerId] });
    for (let i = 0; i < 5; i++)
      expect((await login({ email: user.email, password: 'wrong-pass' })).statusCode).toBe(401);
    const locked = await login({ email: user.email, password: TEST_PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toEqual({ code: 'RATE_LIMITED', message: RATE_LIMIT_MESSAGE });
    t.advance(16 * 60_000);
    expect((await login({ email: user.email, password: TEST_PASSWORD })).statusCode).toBe(200);
  });

  it('refuses a state-changing request from another origin', async () => {
    const user = await newUser(t.ctx.db, { dealerIds: [dealerId] });
    const res = await login({ email: user.email, password: TEST_PASSWORD }, { origin: 'http://evil.test' });
    expect(res.statusCode).toBe(403);
    const same = await login({ email: user.email, password: TEST_PASSWORD }, { origin: 'http://app.test' });
    expect(same.statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('GET /api/user without a session is 401', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('logout ends the session on the server, not only in the browser', async () => {
    const user = await newUser(t.ctx.db, { dealerIds: [dealerId] });
    const cookie = await t.login(user.email);
    const out = await t.app.inject({ method: 'GET', url: '/api/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((c) => c.name === 'da_session')?.value).toBe('');
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).statusCode).toBe(401);
  });

  it('a session expires after its lifetime', async () => {
    const user = await newUser(t.ctx.db, { dealerIds: [dealerId] });
    const cookie = await t.login(user.email);
    t.advance(31 * 86_400_000);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).statusCode).toBe(401);
  });
});

describe('x-dealer-id', () => {
  it('names a dealer the user does not belong to: 403 on any route', async () => {
    const other = await newDealer(t.ctx.db);
    const user = await newUser(t.ctx.db, { dealerIds: [dealerId], roles: ['DEALER_ADMIN'] });
    const cookie = await t.login(user.email);
    for (const url of ['/api/user', '/api/health', '/api/outbox']) {
      for (const header of [String(other.id), 'abc', '999999']) {
        const res = await t.app.inject({ method: 'GET', url, headers: { cookie, 'x-dealer-id': header } });
        expect(res.statusCode, `${url} ${header}`).toBe(403);
      }
    }
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { cookie, 'x-dealer-id': String(dealerId) },
    });
    expect(own.statusCode).toBe(200);
  });
});

describe('password reset', () => {
  const forgot = (email: string) =>
    t.app.inject({ method: 'PUT', url: '/api/auth/forgot-password', payload: { email } });
  const reset = (token: string, password: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/auth/reset-password',
      payload: { password1: password, password2: password, newPassword: password, token },
    });

  it('answers the same whether or not the e-mail exists, and mails a link only to a real user', async () => {
    const user = await newUser(t.ctx.db, { dealerIds: [dealerId] });
    const known = await forgot(user.email);
    const unknown = await forgot('ghost@example.test');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    const link = await lastLinkTo(user.email);
    expect(link).toMatch(/^http:\/\/app\.test\/auth\/new-password\?token=/);
    await expect(lastLinkTo('ghost@example.test')).rejects.toThrow();
  });

  it('sets the new password once: the link is single-use and other sessions end', async () => {
    const user = await newUser(t.ctx.db, { dealerIds: [dealerId] });
    const cookie = await t.login(user.email);
    await forgot(user.email);
    const token = tokenOf(await lastLinkTo(user.email));
    expect((await reset(token, 'brand-new-pass')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).statusCode).toBe(401);
    expect((await login({ email: user.email, password: TEST_PASSWORD })).statusCode).toBe(401);
    expect((await login({ email: user.email, password: 'brand-new-pass' })).statusCode).toBe(200);
    const again = await reset(token, 'another-pass-1');
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('INVALID_TOKEN');
  });

  it('ends the newer outstanding link when an older one is used', async () => {
    const user = await newUser(t.ctx.db, { dealerIds: [dealerId] });
    await forgot(user.email);
    const older = tokenOf(await lastLinkTo(user.email));
    await forgot(user.email);
    const newer = tokenOf(await lastLinkTo(user.email));
    expect(newer).not.toBe(older);
    expect((await reset(older, 'brand-new-pass')).statusCode).toBe(200);
    const res = await reset(newer, 'another-pass-1');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('This link is invalid or has expired. Please request a new one.');
    expect((await login({ email: user.email, password: 'brand-new-pass' })).statusCode).toBe(200);
  });

  it('ends the older outstanding link when the newer one is used', async () => {
    const user = await newUser(t.ctx.db, { dealerIds: [dealerId] });
    await forgot(user.email);
    const older = tokenOf(await lastLinkTo(user.email));
    await forgot(user.email);
    const newer = tokenOf(await lastLinkTo(user.email));
    expect((await reset(newer, 'brand-new-pass')).statusCode).toBe(200);
    const res = await reset(older, 'another-pass-1');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('This link is invalid or has expired. Please request a new one.');
    expect((await login({ email: user.email, password: 'brand-new-pass' })).statusCode).toBe(200);
  });

  it('refuses an expired link', async () => {
    const user = await newUser(t.ctx.db, { dealerIds: [dealerId] });
    await forgot(user.email);
    const token = tokenOf(await lastLinkTo(user.email));
    t.advance(61 * 60_000);
    const res = await reset(token, 'brand-new-pass');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('This link is invalid or has expired. Please request a new one.');
  });

  it('refuses the current password and keeps the link usable', async () => {
    const user = await newUser(t.ctx.db, { dealerIds: [dealerId] });
    await forgot(user.email);
    const token = tokenOf(await lastLinkTo(user.email));
    const same = await reset(token, TEST_PASSWORD);
    expect(same.statusCode).toBe(400);
    expect(same.json().error.fields).toEqual({
      newPassword: 'Your new password must be different than previously used passwords.',
    });
    expect((await reset(token, 'brand-new-pass')).statusCode).toBe(200);
  });

  it('validates the new password with the spec messages', async () => {
    const res = await reset('whatever', 'short');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.newPassword).toBe('Password should be of minimum 8 characters length');
  });
});

describe('account confirmation', () => {
  async function invite() {
    const user = await newUser(t.ctx.db, { dealerIds: [dealerId], confirmed: false });
    const link = await sendConfirmLink(t.ctx, t.ctx.db, user, { name: 'Test Dealer' });
    return { user, link, token: tokenOf(link) };
  }
  const confirm = (payload: object) => t.app.inject({ method: 'PUT', url: '/api/auth/confirm-account', payload });

  it('an unconfirmed user cannot sign in; confirming sets the password once', async () => {
    const { user, link, token } = await invite();
    expect(link).toContain(`email=${encodeURIComponent(user.email)}`);
    expect((await login({ email: user.email, password: 'chosen-pass' })).statusCode).toBe(401);
    expect((await confirm({ email: user.email, token, newPassword: 'chosen-pass' })).statusCode).toBe(200);
    expect((await login({ email: user.email, password: 'chosen-pass' })).statusCode).toBe(200);
    const reuse = await confirm({ email: user.email, token, newPassword: 'other-pass-1' });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().error.code).toBe('INVALID_TOKEN');
  });

  it('refuses a token for another e-mail and an expired token', async () => {
    const a = await invite();
    expect(
      (await confirm({ email: 'someone@example.test', token: a.token, newPassword: 'chosen-pass' })).statusCode,
    ).toBe(400);
    const b = await invite();
    t.advance(73 * 3_600_000);
    expect((await confirm({ email: b.user.email, token: b.token, newPassword: 'chosen-pass' })).statusCode).toBe(400);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, b.user.id));
    expect(row?.passwordHash).toBeNull();
  });
});
