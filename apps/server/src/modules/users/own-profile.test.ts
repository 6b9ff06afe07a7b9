import { PROFILE_MESSAGES, USER_ADMIN_MESSAGES } from '@dealer/domain';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newDealer, newUser, TEST_PASSWORD } from '../../../test/support/factories';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { outboxMessages } from '../../db/schema';

let t: TestApp;
let dealerId: number;
beforeAll(async () => {
  t = await createTestApp();
  dealerId = (await newDealer(t.ctx.db)).id;
});
afterAll(() => t.close());

const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
const putUser = (cookie: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/user', headers: { cookie }, payload });

async function lastMessageTo(email: string) {
  const [row] = await t.ctx.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, email))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  return row;
}

describe('GET and PUT /api/user (own profile)', () => {
  it('GET answers the current user: firstName, lastName, phoneNumber, fullName', async () => {
    const user = await newUser(t.ctx.db, { dealerIds: [dealerId] });
    const res = await me(await t.login(user.email));
    expect(res.json().user).toMatchObject({
      firstName: 'Test',
      lastName: 'User',
      fullName: 'Test User',
      phoneNumber: null,
    });
  });

  it('an e-mail change needs the current password and only happens through the link sent to the new address', async () => {
    const user = await newUser(t.ctx.db, { dealerIds: [dealerId] });
    const cookie = await t.login(user.email);
    const newEmail = `moved-${user.id}@x.test`;
    const base = { firstName: 'Test', lastName: 'User', email: newEmail };

    const noPassword = await putUser(cookie, base);
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().error.fields).toEqual({ currentPassword: PROFILE_MESSAGES.currentPasswordForEmail });
    const wrong = await putUser(cookie, { ...base, currentPassword: 'not-my-password' });
    expect(wrong.json().error.fields).toEqual({ currentPassword: PROFILE_MESSAGES.currentPasswordWrong });
    const taken = await newUser(t.ctx.db, { dealerIds: [dealerId] });
    const clash = await putUser(cookie, { ...base, email: taken.email, currentPassword: TEST_PASSWORD });
    expect(clash.json().error.fields).toEqual({ email: USER_ADMIN_MESSAGES.emailTaken });

    const res = await putUser(cookie, { ...base, currentPassword: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ pendingEmail: newEmail, user: { email: user.email } });
    expect((await lastMessageTo(user.email))?.subject).toBe('Your Dealer Admin e-mail is about to change');
    const mail = await lastMessageTo(newEmail);
    expect(mail?.links[0]).toMatch(/\/auth\/confirm-email\?token=/);

    const token = new URL(mail!.links[0]!).searchParams.get('token');
    const confirm = () => t.app.inject({ method: 'PUT', url: '/api/auth/confirm-email', payload: { token } });
    expect((await confirm()).statusCode).toBe(200);
    // Every session ends: the user signs in again, with the new e-mail.
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await me(await t.login(newEmail))).json().user.email).toBe(newEmail);
    const again = await confirm();
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('INVALID_TOKEN');
  });

  it('the same e-mail, or none, needs no password', async () => {
    const user = await newUser(t.ctx.db, { dealerIds: [dealerId] });
    const cookie = await t.login(user.email);
    const res = await putUser(cookie, { firstName: 'Jamie', lastName: 'Lee', email: user.email.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ pendingEmail: null, user: { fullName: 'Jamie Lee', email: user.email } });
  });
});

describe('PUT /api/user/password', () => {
  it('checks the current password and the rules, then ends every other session of the user', async () => {
    const user = await newUser(t.ctx.db, { dealerIds: [dealerId] });
    const here = await t.login(user.email);
    const elsewhere = await t.login(user.email);
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/user/password', headers: { cookie: here }, payload });

    const short = await put({ currentPassword: TEST_PASSWORD, newPassword: 'short', repeatPassword: 'short' });
    expect(short.json().error.fields).toEqual({
      newPassword: 'Password should be of minimum 8 characters length',
      repeatPassword: 'Password should be of minimum 8 characters length',
    });
    const differ = await put({
      currentPassword: TEST_PASSWORD,
      newPassword: 'new-pass-1',
      repeatPassword: 'new-pass-2',
    });
    expect(differ.json().error.fields).toEqual({ repeatPassword: PROFILE_MESSAGES.passwordsDiffer });
    const wrong = await put({ currentPassword: 'wrong-pass', newPassword: 'new-pass-1', repeatPassword: 'new-pass-1' });
    expect(wrong.json().error.fields).toEqual({ currentPassword: PROFILE_MESSAGES.currentPasswordWrong });
    expect((await me(elsewhere)).statusCode).toBe(200);

    const ok = await put({ currentPassword: TEST_PASSWORD, newPassword: 'new-pass-1', repeatPassword: 'new-pass-1' });
    expect(ok.statusCode).toBe(200);
    expect((await me(here)).statusCode).toBe(200);
    expect((await me(elsewhere)).statusCode).toBe(401);
    await t.login(user.email, 'new-pass-1');
  });
});
