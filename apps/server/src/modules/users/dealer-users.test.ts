import { type RoleName, roleInfo, USER_ADMIN_MESSAGES } from '@dealer/domain';
import { desc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAppraisal, newDealer, newUser } from '../../../test/support/factories';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { appraisals, outboxMessages, users } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ids = (...names: RoleName[]) => names.map((n) => roleInfo(n).id);
const roleNames = (body: { roles: { name: string }[] }) => body.roles.map((r) => r.name);

/** A dealer with a signed-in admin, and a call helper that sends that admin's cookie and x-dealer-id. */
async function dealerWithAdmin() {
  const dealer = await newDealer(t.ctx.db);
  const admin = await newUser(t.ctx.db, { dealerIds: [dealer.id], roles: ['DEALER_ADMIN'] });
  const cookie = await t.login(admin.email);
  const call = (options: InjectOptions, as = cookie, dealerId = dealer.id) =>
    t.app.inject({ ...options, headers: { cookie: as, 'x-dealer-id': String(dealerId), ...options.headers } });
  return { dealer, admin, cookie, call };
}

async function messagesTo(email: string) {
  return t.ctx.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, email))
    .orderBy(desc(outboxMessages.id));
}

const person = (email: string, roles: number[] = ids('APPRAISER')) => ({
  firstName: 'Casey',
  lastName: 'Nguyen',
  email,
  phoneNumber: '5125550199',
  roles,
});

describe('GET /api/users, /api/users/{id}, /api/users/roles, /api/users/deal', () => {
  it('lists the dealer users in the list protocol with roles, filterable by name, e-mail and role', async () => {
    const { dealer, admin, call } = await dealerWithAdmin();
    const sam = await newUser(t.ctx.db, { dealerIds: [dealer.id], roles: ['SALES'], email: 'sam.seller@x.test' });
    await t.ctx.db.update(users).set({ firstName: 'Sam', lastName: 'Seller' }).where(eq(users.id, sam.id));
    await newUser(t.ctx.db, { dealerIds: [dealer.id], roles: ['APPRAISER'] });
    // Someone else's staff never shows.
    await newUser(t.ctx.db, { dealerIds: [(await newDealer(t.ctx.db)).id], roles: ['SALES'] });

    const all = await call({ method: 'GET', url: '/api/users?range=[0,1]&sort=["email","ASC"]' });
    expect(all.statusCode).toBe(200);
    expect(all.headers['x-total-count']).toBe('3');
    expect(all.json()).toHaveLength(2);

    const byName = await call({ method: 'GET', url: `/api/users?filter=${encodeURIComponent('{"name":"sam sel"}')}` });
    expect(byName.json()).toEqual([
      expect.objectContaining({
        id: sam.id,
        name: 'Sam Seller',
        email: 'sam.seller@x.test',
        confirmed: true,
        sharedAccount: false,
        lastSignInAt: null,
        roles: [
          { id: 1, name: 'DEALER', abbrev: 'DLR', summary: expect.any(String) },
          { id: 7, name: 'SALES', abbrev: 'SLS', summary: expect.any(String) },
        ],
      }),
    ]);
    const byEmail = await call({
      method: 'GET',
      url: `/api/users?filter=${encodeURIComponent('{"email":"SELLER@"}')}`,
    });
    expect(byEmail.json().map((u: { id: number }) => u.id)).toEqual([sam.id]);
    const byRole = await call({
      method: 'GET',
      url: `/api/users?filter=${encodeURIComponent('{"role":"DEALER_ADMIN"}')}`,
    });
    expect(byRole.json().map((u: { id: number }) => u.id)).toEqual([admin.id]);
    const signedIn = byRole.json()[0].lastSignInAt;
    expect(new Date(signedIn).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const one = await call({ method: 'GET', url: `/api/users/${sam.id}` });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id: sam.id, firstName: 'Sam', lastName: 'Seller', uid: sam.uid });
    expect(Object.keys(one.json())).toEqual(
      expect.arrayContaining([
        'id',
        'firstName',
        'lastName',
        'email',
        'phoneNumber',
        'roles',
        'uid',
        'name',
        'createdAt',
        'updatedAt',
      ]),
    );
  });

  it('answers every role with id, name, abbrev and summary; deal owners are the sales roles', async () => {
    const { dealer, admin, call } = await dealerWithAdmin();
    const roles = (await call({ method: 'GET', url: '/api/users/roles' })).json();
    expect(roles).toHaveLength(11);
    expect(roles).toContainEqual({
      id: 2,
      name: 'DEALER_ADMIN',
      abbrev: 'ADM',
      summary: 'Manages the dealer: settings, users, campaigns and every appraisal',
    });
    const sales = await newUser(t.ctx.db, { dealerIds: [dealer.id], roles: ['SALES'] });
    const fin = await newUser(t.ctx.db, { dealerIds: [dealer.id], roles: ['FINANCE_MANAGER'] });
    await newUser(t.ctx.db, { dealerIds: [dealer.id], roles: ['APPRAISER'] });
    const deal = (await call({ method: 'GET', url: '/api/users/deal' })).json();
    expect(deal.map((u: { id: number }) => u.id).sort()).toEqual([admin.id, sales.id, fin.id].sort());
    expect(deal[0]).toEqual(expect.objectContaining({ name: 'Test User', email: expect.any(String) }));
    // Any staff member may read the role list and the deal owners (lookups), not the users list.
    const cookie = await t.login(sales.email);
    expect((await call({ method: 'GET', url: '/api/users/deal' }, cookie)).statusCode).toBe(200);
    expect((await call({ method: 'GET', url: '/api/users/roles' }, cookie)).statusCode).toBe(200);
  });

  it('is 403 for non-admins and 404 for another dealer user id', async () => {
    const { dealer, call } = await dealerWithAdmin();
    const staff = await newUser(t.ctx.db, { dealerIds: [dealer.id], roles: ['SALES_MANAGER', 'FINANCE_MANAGER'] });
    const cookie = await t.login(staff.email);
    for (const options of [
      { method: 'GET', url: '/api/users' },
      { method: 'GET', url: `/api/users/${staff.id}` },
      { method: 'POST', url: '/api/users', payload: person('nope@x.test') },
      { method: 'PUT', url: `/api/users/${staff.id}`, payload: person(staff.email) },
      { method: 'DELETE', url: `/api/users/${staff.id}` },
    ] as InjectOptions[]) {
      const res = await call(options, cookie);
      expect(res.statusCode, `${options.method} ${options.url}`).toBe(403);
    }
    const stranger = await newUser(t.ctx.db, { dealerIds: [(await newDealer(t.ctx.db)).id], roles: ['SALES'] });
    for (const method of ['GET', 'DELETE'] as const) {
      expect((await call({ method, url: `/api/users/${stranger.id}` })).statusCode).toBe(404);
    }
    const put = await call({ method: 'PUT', url: `/api/users/${stranger.id}`, payload: person(stranger.email) });
    expect(put.statusCode).toBe(404);
    expect(
      roleNames(
        (
          await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: await t.login(stranger.email) } })
        ).json().user,
      ),
    ).toEqual(['DEALER', 'SALES']);
  });
});

describe('POST /api/users', () => {
  it('refuses bad input with the spec messages, even where they read oddly', async () => {
    const { call } = await dealerWithAdmin();
    const post = (payload: object) => call({ method: 'POST', url: '/api/users', payload });
    const empty = await post({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({
      firstName: 'First name is required',
      lastName: 'First name is required',
      email: 'Email name is required',
    });
    expect((await post({ ...person('ab'), firstName: 'Al', lastName: 'Bo' })).json().error.fields).toEqual({
      firstName: 'First name is required',
      lastName: 'First name is required',
      email: 'Email name is required',
    });
    expect((await post(person('not-an-email'))).json().error.fields).toEqual({ email: 'Enter a valid email' });
    expect((await post(person('ok@x.test', [99]))).json().error.fields).toEqual({
      'roles.0': 'Choose roles from the list.',
    });
  });

  it('a new person gets an account with DEALER plus the chosen roles and the confirm-account e-mail', async () => {
    const { dealer, call } = await dealerWithAdmin();
    const email = `casey-${dealer.id}@x.test`;
    const res = await call({
      method: 'POST',
      url: '/api/users',
      payload: person(email, ids('APPRAISER', 'ACQ_MANAGER')),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ email, name: 'Casey Nguyen', phoneNumber: '5125550199', confirmed: false });
    expect(roleNames(res.json())).toEqual(['DEALER', 'ACQ_MANAGER', 'APPRAISER']);
    const [mail] = await messagesTo(email);
    // The person's message, not the dealer's: the adding dealer never holds the link.
    expect(mail).toMatchObject({ dealerId: null, userId: res.json().id, subject: 'Confirm your Dealer Admin account' });
    expect(mail!.links[0]).toMatch(/\/auth\/confirm-account\?email=.+&token=/);
    const outbox = await call({ method: 'GET', url: '/api/outbox' });
    expect(outbox.json().map((m: { recipient: string }) => m.recipient)).not.toContain(email);

    // The link works: the person chooses a password and signs in, with the roles given.
    const link = new URL(mail!.links[0]!);
    const confirmed = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/confirm-account',
      payload: { email, token: link.searchParams.get('token'), newPassword: 'welcome-aboard-1' },
    });
    expect(confirmed.statusCode).toBe(200);
    const cookie = await t.login(email, 'welcome-aboard-1');
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    expect(roleNames(me.json().dealers[0])).toEqual(['DEALER', 'ACQ_MANAGER', 'APPRAISER']);
  });

  it('a known e-mail is an invitation: 202 with the e-mail only, no membership; a member is a 409', async () => {
    const first = await dealerWithAdmin();
    const second = await dealerWithAdmin();
    const email = `shared-${first.dealer.id}@x.test`;
    const created = await first.call({ method: 'POST', url: '/api/users', payload: person(email, ids('SALES')) });
    const id = created.json().id;
    // A different spelling of the same address is the same person.
    const typed = email.toUpperCase();
    const invited = await second.call({ method: 'POST', url: '/api/users', payload: person(typed, ids('APPRAISER')) });
    expect(invited.statusCode).toBe(202);
    expect(invited.json()).toEqual({ status: 'invited', email: typed });
    expect(await t.ctx.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
    expect((await second.call({ method: 'GET', url: `/api/users/${id}` })).statusCode).toBe(404);
    expect((await second.call({ method: 'GET', url: '/api/users' })).json().map((u: { id: number }) => u.id)).toEqual([
      second.admin.id,
    ]);
    // Every message to the person is theirs, none the dealers'.
    expect((await messagesTo(email)).map((m) => [m.dealerId, m.userId])).toEqual([
      [null, id],
      [null, id],
    ]);

    const again = await first.call({ method: 'POST', url: '/api/users', payload: person(email) });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(USER_ADMIN_MESSAGES.alreadyMember);
  });

  it('only a group admin hands out GROUP_ADMIN', async () => {
    const { dealer, call } = await dealerWithAdmin();
    const res = await call({
      method: 'POST',
      url: '/api/users',
      payload: person(`g-${dealer.id}@x.test`, ids('GROUP_ADMIN', 'SALES')),
    });
    expect(roleNames(res.json())).toEqual(['DEALER', 'SALES']);
  });
});

describe('PUT /api/users/{id}', () => {
  it('changes the roles at this dealer only, effective on the user next request', async () => {
    const { dealer, call } = await dealerWithAdmin();
    const other = await newDealer(t.ctx.db);
    const user = await newUser(t.ctx.db, { dealerIds: [dealer.id, other.id], roles: ['APPRAISER'] });
    const cookie = await t.login(user.email);
    const asUser = (url: string, dealerId = dealer.id) =>
      t.app.inject({ method: 'GET', url, headers: { cookie, 'x-dealer-id': String(dealerId) } });
    expect((await asUser('/api/users')).statusCode).toBe(403);

    const res = await call({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      payload: { firstName: 'Test', lastName: 'User', email: user.email, roles: ids('DEALER_ADMIN') },
    });
    expect(res.statusCode).toBe(200);
    expect(roleNames(res.json())).toEqual(['DEALER', 'DEALER_ADMIN']);
    // Same session, no new sign-in: the next request already has the new roles, at this dealer only.
    expect((await asUser('/api/users')).statusCode).toBe(200);
    expect((await asUser('/api/users', other.id)).statusCode).toBe(403);
  });

  it('edits the details of a person who works only here; a shared account keeps them', async () => {
    const { dealer, call } = await dealerWithAdmin();
    const local = await newUser(t.ctx.db, { dealerIds: [dealer.id] });
    const edited = await call({
      method: 'PUT',
      url: `/api/users/${local.id}`,
      payload: { ...person(local.email), firstName: 'Robin', lastName: 'Banks' },
    });
    expect(edited.json()).toMatchObject({ name: 'Robin Banks', phoneNumber: '5125550199' });

    const shared = await newUser(t.ctx.db, { dealerIds: [dealer.id, (await newDealer(t.ctx.db)).id] });
    const refused = await call({ method: 'PUT', url: `/api/users/${shared.id}`, payload: person(shared.email) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(USER_ADMIN_MESSAGES.sharedAccount);
    // A confirmed account keeps its sign-in e-mail.
    const renamed = await call({
      method: 'PUT',
      url: `/api/users/${local.id}`,
      payload: { ...person('robin@x.test'), firstName: 'Robin', lastName: 'Banks' },
    });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().error.message).toBe(USER_ADMIN_MESSAGES.confirmedEmail);
  });

  it('a mistyped invitation address is corrected and the link goes again to the right one', async () => {
    const { dealer, call } = await dealerWithAdmin();
    const created = await call({ method: 'POST', url: '/api/users', payload: person(`typo-${dealer.id}@x.tset`) });
    const res = await call({
      method: 'PUT',
      url: `/api/users/${created.json().id}`,
      payload: person(`fixed-${dealer.id}@x.test`),
    });
    expect(res.statusCode).toBe(200);
    const [mail] = await messagesTo(`fixed-${dealer.id}@x.test`);
    expect(mail?.links[0]).toContain('/auth/confirm-account?email=fixed-');
    expect(mail).toMatchObject({ dealerId: null, userId: created.json().id });
  });

  it('refuses to leave the dealer without a dealer admin (409): the last one cannot drop their own role', async () => {
    const { admin, call } = await dealerWithAdmin();
    const res = await call({
      method: 'PUT',
      url: `/api/users/${admin.id}`,
      payload: { ...person(admin.email, ids('SALES')), firstName: 'Test', lastName: 'User', phoneNumber: '' },
    });
    expect(res.statusCode).toBe(409);
    // Refused before it would be the last admin: nobody drops their own Dealer admin role (issue 38 point 10).
    expect(res.json().error.message).toBe(USER_ADMIN_MESSAGES.selfDemote);
  });

  it('refuses bad input with the spec messages', async () => {
    const { admin, call } = await dealerWithAdmin();
    const res = await call({
      method: 'PUT',
      url: `/api/users/${admin.id}`,
      payload: { firstName: 'Jo', lastName: '', email: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      firstName: 'First name is required',
      lastName: 'First name is required',
      email: 'Email name is required',
    });
  });
});

describe('DELETE /api/users/{id} (Deactivate)', () => {
  it("ends the user's sessions for this dealer at once, not for another; the name stays on records", async () => {
    const { dealer, call } = await dealerWithAdmin();
    const other = await newDealer(t.ctx.db);
    const user = await newUser(t.ctx.db, { dealerIds: [dealer.id, other.id], roles: ['APPRAISER'] });
    const record = await newAppraisal(t.ctx.db, dealer.id, { originatorId: user.id });
    const cookie = await t.login(user.email);
    const asUser = (dealerId: number) =>
      t.app.inject({ method: 'GET', url: '/api/appraisals', headers: { cookie, 'x-dealer-id': String(dealerId) } });
    expect((await asUser(dealer.id)).statusCode).toBe(200);

    const res = await call({ method: 'DELETE', url: `/api/users/${user.id}` });
    expect(res.statusCode).toBe(204);
    expect((await asUser(dealer.id)).statusCode).toBe(403);
    expect((await asUser(other.id)).statusCode).toBe(200);
    expect((await call({ method: 'GET', url: `/api/users/${user.id}` })).statusCode).toBe(404);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ firstName: 'Test', lastName: 'User' });
    const [kept] = await t.ctx.db.select().from(appraisals).where(eq(appraisals.id, record.id));
    expect(kept?.originatorId).toBe(user.id);
  });

  it('signs a user of this dealer only out everywhere: their next call is a 401', async () => {
    const { dealer, call } = await dealerWithAdmin();
    const user = await newUser(t.ctx.db, { dealerIds: [dealer.id], roles: ['SALES'] });
    const cookie = await t.login(user.email);
    expect((await call({ method: 'DELETE', url: `/api/users/${user.id}` })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'password123' },
    });
    expect(login.statusCode).toBe(401);
  });

  it('no one deactivates themselves (409); the last dealer admin stays', async () => {
    const { dealer, admin, call } = await dealerWithAdmin();
    const self = await call({ method: 'DELETE', url: `/api/users/${admin.id}` });
    expect(self.statusCode).toBe(409);
    expect(self.json().error.message).toBe(USER_ADMIN_MESSAGES.selfDeactivate);

    // Two admins: one may demote or deactivate the other, but not the last one standing.
    const second = await newUser(t.ctx.db, { dealerIds: [dealer.id], roles: ['DEALER_ADMIN'] });
    const secondCookie = await t.login(second.email);
    expect((await call({ method: 'DELETE', url: `/api/users/${second.id}` })).statusCode).toBe(204);
    expect((await call({ method: 'GET', url: '/api/users' }, secondCookie)).statusCode).toBe(401);
    const demoteSelf = await call({
      method: 'PUT',
      url: `/api/users/${admin.id}`,
      payload: { firstName: 'Test', lastName: 'User', email: admin.email, roles: [] },
    });
    expect(demoteSelf.statusCode).toBe(409);
    expect(demoteSelf.json().error.message).toBe(USER_ADMIN_MESSAGES.selfDemote);
  });

  it('no admin removes their own Dealer admin role, even with another admin left (409); others may (issue 38 point 10)', async () => {
    const { dealer, admin, call } = await dealerWithAdmin();
    const second = await newUser(t.ctx.db, { dealerIds: [dealer.id], roles: ['DEALER_ADMIN'] });
    const edit = (id: number, email: string, roles: number[]) =>
      call({ method: 'PUT', url: `/api/users/${id}`, payload: { firstName: 'Test', lastName: 'User', email, roles } });

    const self = await edit(admin.id, admin.email, ids('SALES'));
    expect(self.statusCode).toBe(409);
    expect(self.json().error.message).toBe(USER_ADMIN_MESSAGES.selfDemote);
    const mine = (await call({ method: 'GET', url: `/api/users/${admin.id}` })).json();
    expect(mine.roles.map((r: { name: string }) => r.name)).toContain('DEALER_ADMIN');
    expect((await call({ method: 'GET', url: '/api/users' })).statusCode).toBe(200);

    // Keeping the role, an admin edits the rest of their own roles.
    expect((await edit(admin.id, admin.email, ids('DEALER_ADMIN', 'SALES'))).statusCode).toBe(200);
    // Another admin's role is theirs to take away.
    expect((await edit(second.id, second.email, ids('SALES'))).statusCode).toBe(200);
  });
});
