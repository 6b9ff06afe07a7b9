import { type RoleName, roleInfo } from '@dealer/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDriver } from '../../../test/support/driver';
import { newDealer, newUser, TEST_PASSWORD } from '../../../test/support/factories';
import { createTestApp, createTestAppOn, createTwinApp, type TestApp } from '../../../test/support/test-app';
import { clonePgDatabase } from '../../../test/support/test-database';
import { until } from '../../../test/support/until';
import { openPg } from '../../db/client';
import { dealerUserRoles, sessions } from '../../db/schema';

/**
 * Each instance answers from the sessions it resolved lately (session-cache.ts). Two instances on
 * one database (on PostgreSQL each with its own pool and LISTEN connection): whatever ends a
 * session or changes a role through one applies at once there and within moments on the other (2 s
 * at most here), and so does a change written straight to the database.
 */
let a: TestApp;
let b: TestApp;
let dropDatabase: () => Promise<void> = async () => {};
let dealerId: number;
let adminCookie: string;

beforeAll(async () => {
  if (testDriver() === 'pg') {
    const clone = await clonePgDatabase();
    dropDatabase = clone.close;
    a = await createTestAppOn(openPg(clone.url, 4));
    b = await createTestAppOn(openPg(clone.url, 4));
  } else {
    a = await createTestApp();
    b = await createTwinApp(a);
  }
  dealerId = (await newDealer(a.ctx.db)).id;
  const admin = await newUser(a.ctx.db, { dealerIds: [dealerId], roles: ['DEALER_ADMIN'] });
  adminCookie = await a.login(admin.email);
}, 60_000);
afterAll(async () => {
  await b?.close();
  await a?.close();
  await dropDatabase();
});

const ids = (...names: RoleName[]) => names.map((n) => roleInfo(n).id);
/** GET /api/users needs a dealer admin: its status tells the role the instance sees. */
const usersList = async (on: TestApp, cookie: string) =>
  (
    await on.app.inject({
      method: 'GET',
      url: '/api/users',
      headers: { cookie, 'x-dealer-id': String(dealerId) },
    })
  ).statusCode;
const me = async (on: TestApp, cookie: string) =>
  (await on.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).statusCode;

/** A user signed in twice (two devices), with both instances having answered both sessions. */
async function warmedUser(roles: RoleName[] = ['DEALER_ADMIN']) {
  const user = await newUser(a.ctx.db, { dealerIds: [dealerId], roles });
  const cookies = [await a.login(user.email), await a.login(user.email)];
  for (const on of [a, b]) for (const cookie of cookies) expect(await me(on, cookie)).toBe(200);
  for (const on of [a, b]) expect(await usersList(on, cookies[0]!)).toBe(roles.includes('DEALER_ADMIN') ? 200 : 403);
  expect(a.ctx.sessions.size + b.ctx.sessions.size).toBeGreaterThan(0);
  return { ...user, cookies };
}

describe(`session revocation across instances (${testDriver()})`, () => {
  it('a sign-out is refused at once on its instance and moments later on the other', async () => {
    const user = await warmedUser();
    const [cookie, otherDevice] = user.cookies as [string, string];
    await a.app.inject({ method: 'GET', url: '/api/auth/logout', headers: { cookie } });
    expect(await me(a, cookie)).toBe(401);
    await until(async () => (await me(b, cookie)) === 401);
    expect(await me(b, otherDevice)).toBe(200);
  });

  it('a password change ends the other devices on both instances and keeps its own', async () => {
    const user = await warmedUser();
    const [cookie, otherDevice] = user.cookies as [string, string];
    const changed = await a.app.inject({
      method: 'PUT',
      url: '/api/user/password',
      headers: { cookie },
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'a new password 1', repeatPassword: 'a new password 1' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await me(a, otherDevice)).toBe(401);
    await until(async () => (await me(b, otherDevice)) === 401);
    expect(await me(a, cookie)).toBe(200);
    expect(await me(b, cookie)).toBe(200);
  });

  it("a role taken away by an admin applies to the user's next request on either instance", async () => {
    const user = await warmedUser();
    const [cookie] = user.cookies as [string];
    const put = await a.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      headers: { cookie: adminCookie, 'x-dealer-id': String(dealerId) },
      payload: { firstName: 'Test', lastName: 'User', email: user.email, phoneNumber: '', roles: ids('APPRAISER') },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(await usersList(a, cookie)).toBe(403);
    await until(async () => (await usersList(b, cookie)) === 403);
  });

  it('a role granted applies as soon, so does leaving the dealer', async () => {
    const user = await warmedUser(['APPRAISER']);
    const [cookie] = user.cookies as [string];
    await a.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      headers: { cookie: adminCookie, 'x-dealer-id': String(dealerId) },
      payload: { firstName: 'Test', lastName: 'User', email: user.email, phoneNumber: '', roles: ids('DEALER_ADMIN') },
    });
    expect(await usersList(a, cookie)).toBe(200);
    await until(async () => (await usersList(b, cookie)) === 200);
    const removed = await a.app.inject({
      method: 'DELETE',
      url: `/api/users/${user.id}`,
      headers: { cookie: adminCookie, 'x-dealer-id': String(dealerId) },
    });
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    expect(await me(a, cookie)).toBe(401);
    await until(async () => (await me(b, cookie)) === 401);
  });

  it('a change written straight to the database (another service, an operator) reaches both instances', async () => {
    const user = await warmedUser();
    const [cookie] = user.cookies as [string];
    await a.ctx.db
      .delete(dealerUserRoles)
      .where(and(eq(dealerUserRoles.userId, user.id), eq(dealerUserRoles.roleId, roleInfo('DEALER_ADMIN').id)));
    for (const on of [a, b]) await until(async () => (await usersList(on, cookie)) === 403);
    await a.ctx.db.delete(sessions).where(eq(sessions.userId, user.id));
    for (const on of [a, b]) await until(async () => (await me(on, cookie)) === 401);
  });

  it.runIf(testDriver() === 'pg')(
    'while its LISTEN connection is down an instance answers from the database only',
    async () => {
      const user = await warmedUser();
      const [cookie] = user.cookies as [string];
      await a.ctx.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query like 'LISTEN %'`,
      );
      await until(() => a.ctx.sessions.size === 0);
      await me(a, cookie);
      expect(a.ctx.sessions.size).toBe(0);
      // Back (the connection is reopened within a second): it keeps sessions again.
      await until(async () => (await me(a, cookie)) === 200 && a.ctx.sessions.size > 0);
    },
  );
});
