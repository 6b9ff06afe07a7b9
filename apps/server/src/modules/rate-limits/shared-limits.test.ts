import { lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newDealer, newUser, TEST_PASSWORD } from '../../../test/support/factories';
import { createTestApp, createTwinApp, type TestApp } from '../../../test/support/test-app';
import { rateLimitHits } from '../../db/schema';

// Two server instances on one database, as behind a load balancer: each limit is one limit.
const env = { LOGIN_MAX_ATTEMPTS_PER_IP: '4', LOGIN_MAX_FAILURES_PER_ACCOUNT: '3' };
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  a = await createTestApp(env);
  b = await createTwinApp(a, env);
});
afterAll(async () => {
  await b.close();
  await a.close();
});

const signIn = (app: TestApp, email: string, password: string, remoteAddress: string) =>
  app.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

describe('sign-in limits across instances', () => {
  it('counts the attempts of one address on every instance against LOGIN_MAX_ATTEMPTS_PER_IP', async () => {
    const dealer = await newDealer(a.ctx.db);
    const user = await newUser(a.ctx.db, { dealerIds: [dealer.id] });
    const ip = '203.0.113.20';
    for (const app of [a, b, a, b]) expect((await signIn(app, user.email, TEST_PASSWORD, ip)).statusCode).toBe(200);
    const limited = await signIn(a, user.email, TEST_PASSWORD, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe('Too many sign-in attempts. Please wait a few minutes and try again.');
    expect((await signIn(b, user.email, TEST_PASSWORD, ip)).statusCode).toBe(429);
    expect((await signIn(b, user.email, TEST_PASSWORD, '203.0.113.21')).statusCode).toBe(200);
  });

  it('counts the failures of one account on every instance against LOGIN_MAX_FAILURES_PER_ACCOUNT', async () => {
    const dealer = await newDealer(a.ctx.db);
    const user = await newUser(a.ctx.db, { dealerIds: [dealer.id] });
    expect((await signIn(a, user.email, 'wrong-pass-1', '198.51.100.1')).statusCode).toBe(401);
    expect((await signIn(b, user.email, 'wrong-pass-2', '198.51.100.2')).statusCode).toBe(401);
    expect((await signIn(a, user.email, 'wrong-pass-3', '198.51.100.3')).statusCode).toBe(401);
    expect((await signIn(b, user.email, TEST_PASSWORD, '198.51.100.4')).statusCode).toBe(429);
    expect((await signIn(a, user.email, TEST_PASSWORD, '198.51.100.5')).statusCode).toBe(429);
  });
});

describe('public page limits across instances', () => {
  it('allows 60 lookups per address in 15 minutes over all instances, then answers 429', async () => {
    const lookup = (app: TestApp) =>
      app.app.inject({ method: 'GET', url: '/api/public/invites/no-such-invite', remoteAddress: '203.0.113.30' });
    for (let i = 0; i < 30; i++) {
      expect((await lookup(a)).statusCode).not.toBe(429);
      expect((await lookup(b)).statusCode).not.toBe(429);
    }
    const limited = await lookup(a);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe('Too many requests. Please wait a few minutes and try again.');
    expect((await lookup(b)).statusCode).toBe(429);
  });

  it('allows 10 form submissions per address in 15 minutes over all instances, then answers 429', async () => {
    const submit = (app: TestApp) =>
      app.app.inject({
        method: 'POST',
        url: '/api/public/dealers/no-such-dealer/appraisals',
        payload: {},
        remoteAddress: '203.0.113.31',
      });
    for (let i = 0; i < 5; i++) {
      expect((await submit(a)).statusCode).toBe(400);
      expect((await submit(b)).statusCode).toBe(400);
    }
    expect((await submit(b)).statusCode).toBe(429);
    expect((await submit(a)).statusCode).toBe(429);
  });

  it('lets the address in again once the window has passed, and forgets ended windows', async () => {
    const submit = () =>
      a.app.inject({
        method: 'POST',
        url: '/api/public/dealers/no-such-dealer/service-appraisals',
        payload: {},
        remoteAddress: '203.0.113.32',
      });
    for (let i = 0; i < 10; i++) await submit();
    expect((await submit()).statusCode).toBe(429);
    a.advance(16 * 60_000);
    expect((await submit()).statusCode).toBe(400);
    const ended = await a.ctx.db.select().from(rateLimitHits).where(lt(rateLimitHits.windowEndsAt, a.ctx.now()));
    expect(ended).toEqual([]);
  });
});
