import { type RoleName, roleInfo } from '@dealer/domain';
import { desc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newDealer, newUser, TEST_PASSWORD } from '../../../test/support/factories';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { dealerInvitations, outboxMessages } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ids = (...names: RoleName[]) => names.map((n) => roleInfo(n).id);

/** A dealer with a signed-in admin, and a call helper with that admin's cookie and x-dealer-id. */
async function dealerWithAdmin() {
  const dealer = await newDealer(t.ctx.db);
  const admin = await newUser(t.ctx.db, { dealerIds: [dealer.id], roles: ['DEALER_ADMIN'] });
  const cookie = await t.login(admin.email);
  const call = (options: InjectOptions) =>
    t.app.inject({ ...options, headers: { cookie, 'x-dealer-id': String(dealer.id), ...options.headers } });
  const outboxRecipients = async () => {
    const res = await call({ method: 'GET', url: '/api/outbox?range=[0,999]' });
    expect(res.statusCode).toBe(200);
    const items = res.json() as { recipient: string; body: string; links: string[] }[];
    return { recipients: items.map((m) => m.recipient), text: JSON.stringify(items) };
  };
  return { dealer, admin, cookie, call, outboxRecipients };
}

const person = (email: string, roles: number[] = ids('APPRAISER')) => ({
  firstName: 'Casey',
  lastName: 'Nguyen',
  email,
  phoneNumber: '',
  roles,
});

const messagesTo = (email: string) =>
  t.ctx.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email)).orderBy(desc(outboxMessages.id));

const forgot = (email: string) => t.app.inject({ method: 'PUT', url: '/api/auth/forgot-password', payload: { email } });

const asPerson = (cookie: string, method: 'GET' | 'POST', url: string) =>
  t.app.inject({ method, url, headers: { cookie } });

const dealersOf = async (cookie: string) =>
  (await asPerson(cookie, 'GET', '/api/user')).json().dealers.map((d: { id: number }) => d.id);

describe('account takeover across dealers (issue #35, 1)', () => {
  it("a Metro-only admin adding a Harbor-only admin's e-mail gets an invitation, and no reset link", async () => {
    const metro = await dealerWithAdmin();
    const harbor = await dealerWithAdmin();

    const added = await metro.call({ method: 'POST', url: '/api/users', payload: person(harbor.admin.email) });
    expect(added.statusCode).toBe(202);
    expect(added.json()).toEqual({ status: 'invited', email: harbor.admin.email });
    expect(await dealersOf(harbor.cookie)).toEqual([harbor.dealer.id]);

    expect((await forgot(harbor.admin.email)).statusCode).toBe(200);
    const [reset] = await messagesTo(harbor.admin.email);
    expect(reset).toMatchObject({ subject: 'Reset your Dealer Admin password', dealerId: null });
    expect(reset!.userId).toBe(harbor.admin.id);
    for (const dealer of [metro, harbor]) {
      const outbox = await dealer.outboxRecipients();
      expect(outbox.recipients).not.toContain(harbor.admin.email);
      expect(outbox.text).not.toContain('/auth/new-password');
    }
  });

  it("a multi-dealer account's reset shows in none of its dealers' Outboxes", async () => {
    const dealers = [await dealerWithAdmin(), await dealerWithAdmin(), await dealerWithAdmin()];
    const group = await newUser(t.ctx.db, {
      dealerIds: dealers.map((d) => d.dealer.id),
      roles: ['DEALER_ADMIN', 'GROUP_ADMIN'],
    });
    await forgot(group.email);
    expect(await messagesTo(group.email)).toHaveLength(1);
    for (const dealer of dealers) {
      const outbox = await dealer.outboxRecipients();
      expect(outbox.recipients).not.toContain(group.email);
      expect(outbox.text).not.toContain('/auth/new-password');
    }
  });

  it("a new person's confirm link and an e-mail change's messages are in no dealer's Outbox", async () => {
    const metro = await dealerWithAdmin();
    const email = `new-${metro.dealer.id}@x.test`;
    const created = await metro.call({ method: 'POST', url: '/api/users', payload: person(email) });
    expect(created.statusCode).toBe(201);
    expect((await metro.outboxRecipients()).text).not.toContain('/auth/confirm-account');

    const staff = await newUser(t.ctx.db, { dealerIds: [metro.dealer.id], roles: ['SALES'] });
    const moved = `moved-${staff.id}@x.test`;
    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/user',
      headers: { cookie: await t.login(staff.email) },
      payload: { firstName: 'Test', lastName: 'User', email: moved, currentPassword: TEST_PASSWORD },
    });
    expect(change.statusCode).toBe(200);
    const mails = [...(await messagesTo(moved)), ...(await messagesTo(staff.email))];
    expect(mails.map((m) => [m.dealerId, m.userId])).toEqual([
      [null, staff.id],
      [null, staff.id],
    ]);
    const outbox = await metro.outboxRecipients();
    expect(outbox.recipients).not.toContain(moved);
    expect(outbox.recipients).not.toContain(staff.email);
  });

  it('refuses a message owned by both a dealer and a person', async () => {
    const { dealer, admin } = await dealerWithAdmin();
    await expect(
      t.ctx.db.insert(outboxMessages).values({
        dealerId: dealer.id,
        userId: admin.id,
        channel: 'email',
        recipient: admin.email,
        body: 'x',
      }),
    ).rejects.toThrow();
  });
});

describe('invitations', () => {
  it('the invited person sees it, accepts it and only then holds the invited roles', async () => {
    const metro = await dealerWithAdmin();
    const harbor = await dealerWithAdmin();
    const staff = await newUser(t.ctx.db, { dealerIds: [harbor.dealer.id], roles: ['SALES'] });
    const res = await metro.call({
      method: 'POST',
      url: '/api/users',
      payload: person(staff.email, ids('APPRAISER', 'ACQ_MANAGER')),
    });
    expect(res.statusCode).toBe(202);
    const [mail] = await messagesTo(staff.email);
    expect(mail).toMatchObject({ dealerId: null, userId: staff.id, links: ['http://app.test/auth/login'] });
    expect(mail!.subject).toContain(metro.dealer.name);
    expect(mail!.body).toContain('accept or decline');

    const cookie = await t.login(staff.email);
    const list = await asPerson(cookie, 'GET', '/api/user/invitations');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      {
        id: expect.any(Number),
        dealer: { id: metro.dealer.id, name: metro.dealer.name },
        roles: [
          { id: 1, name: 'DEALER', abbrev: 'DLR', summary: expect.any(String) },
          {
            id: roleInfo('ACQ_MANAGER').id,
            name: 'ACQ_MANAGER',
            abbrev: expect.any(String),
            summary: expect.any(String),
          },
          { id: roleInfo('APPRAISER').id, name: 'APPRAISER', abbrev: expect.any(String), summary: expect.any(String) },
        ],
        invitedBy: 'Test User',
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
    const id = list.json()[0].id;
    // No membership yet: Metro's data is out of reach and Metro does not list the person.
    const early = await t.app.inject({
      method: 'GET',
      url: '/api/appraisals',
      headers: { cookie, 'x-dealer-id': String(metro.dealer.id) },
    });
    expect(early.statusCode).toBe(403);
    expect((await metro.call({ method: 'GET', url: `/api/users/${staff.id}` })).statusCode).toBe(404);

    expect((await asPerson(cookie, 'POST', `/api/user/invitations/${id}/accept`)).statusCode).toBe(204);
    expect((await dealersOf(cookie)).sort()).toEqual([harbor.dealer.id, metro.dealer.id].sort());
    const member = await metro.call({ method: 'GET', url: `/api/users/${staff.id}` });
    expect(member.json().roles.map((r: { name: string }) => r.name)).toEqual(['DEALER', 'ACQ_MANAGER', 'APPRAISER']);
    const now = await t.app.inject({
      method: 'GET',
      url: '/api/appraisals',
      headers: { cookie, 'x-dealer-id': String(metro.dealer.id) },
    });
    expect(now.statusCode).toBe(200);
    expect((await asPerson(cookie, 'GET', '/api/user/invitations')).json()).toEqual([]);
    // Answered: a second answer finds nothing.
    expect((await asPerson(cookie, 'POST', `/api/user/invitations/${id}/accept`)).statusCode).toBe(404);
    expect((await asPerson(cookie, 'POST', `/api/user/invitations/${id}/decline`)).statusCode).toBe(404);
    // Now a member: inviting again is the usual 409.
    expect((await metro.call({ method: 'POST', url: '/api/users', payload: person(staff.email) })).statusCode).toBe(
      409,
    );
  });

  it('declining leaves no membership; someone else cannot answer it (404); a session is needed (401)', async () => {
    const metro = await dealerWithAdmin();
    const harbor = await dealerWithAdmin();
    const staff = await newUser(t.ctx.db, { dealerIds: [harbor.dealer.id] });
    await metro.call({ method: 'POST', url: '/api/users', payload: person(staff.email) });
    const [invitation] = await t.ctx.db.select().from(dealerInvitations).where(eq(dealerInvitations.userId, staff.id));
    const url = (action: string) => `/api/user/invitations/${invitation!.id}/${action}`;

    expect((await t.app.inject({ method: 'POST', url: url('accept') })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/invitations' })).statusCode).toBe(401);
    for (const action of ['accept', 'decline']) {
      const res = await asPerson(harbor.cookie, 'POST', url(action));
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBeDefined();
    }
    expect((await asPerson(harbor.cookie, 'GET', '/api/user/invitations')).json()).toEqual([]);

    const cookie = await t.login(staff.email);
    expect((await asPerson(cookie, 'POST', url('decline'))).statusCode).toBe(204);
    expect(await dealersOf(cookie)).toEqual([harbor.dealer.id]);
    expect((await asPerson(cookie, 'POST', url('accept'))).statusCode).toBe(404);
    expect((await asPerson(cookie, 'GET', '/api/user/invitations')).json()).toEqual([]);

    const bad = await asPerson(cookie, 'POST', '/api/user/invitations/abc/accept');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.invitationId).toBeDefined();
  });

  it('re-inviting refreshes the one open invitation (latest roles) and e-mails again', async () => {
    const metro = await dealerWithAdmin();
    const staff = await newUser(t.ctx.db, { dealerIds: [(await newDealer(t.ctx.db)).id] });
    await metro.call({ method: 'POST', url: '/api/users', payload: person(staff.email, ids('SALES')) });
    const again = await metro.call({
      method: 'POST',
      url: '/api/users',
      payload: person(staff.email, ids('APPRAISER')),
    });
    expect(again.statusCode).toBe(202);
    expect(await messagesTo(staff.email)).toHaveLength(2);
    const cookie = await t.login(staff.email);
    const list = (await asPerson(cookie, 'GET', '/api/user/invitations')).json();
    expect(list).toHaveLength(1);
    expect(list[0].roles.map((r: { name: string }) => r.name)).toEqual(['DEALER', 'APPRAISER']);
  });

  it('a person with no dealer signs in only with an open invitation; an unconfirmed one gets a password link', async () => {
    const metro = await dealerWithAdmin();
    const harbor = await dealerWithAdmin();
    // Created (unconfirmed) by Harbor, then deactivated there: an account with no dealer, no password.
    const created = await harbor.call({
      method: 'POST',
      url: '/api/users',
      payload: person(`drifter-${harbor.dealer.id}@x.test`),
    });
    const email = created.json().email as string;
    expect((await harbor.call({ method: 'DELETE', url: `/api/users/${created.json().id}` })).statusCode).toBe(204);

    expect((await metro.call({ method: 'POST', url: '/api/users', payload: person(email) })).statusCode).toBe(202);
    const [invite] = await messagesTo(email);
    expect(invite).toMatchObject({ dealerId: null, userId: created.json().id });
    const confirmLink = new URL(invite!.links[1]!);
    expect(confirmLink.pathname).toBe('/auth/confirm-account');
    expect((await metro.outboxRecipients()).recipients).not.toContain(email);
    expect((await harbor.outboxRecipients()).recipients).not.toContain(email);

    const confirmed = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/confirm-account',
      payload: { email, token: confirmLink.searchParams.get('token'), newPassword: 'my-own-pass-1' },
    });
    expect(confirmed.statusCode).toBe(200);
    const cookie = await t.login(email, 'my-own-pass-1');
    expect(await dealersOf(cookie)).toEqual([]);
    const [open] = (await asPerson(cookie, 'GET', '/api/user/invitations')).json();
    expect((await asPerson(cookie, 'POST', `/api/user/invitations/${open.id}/decline`)).statusCode).toBe(204);
    // Nothing left to answer and no dealer: signing in is refused again.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'my-own-pass-1' },
    });
    expect(login.statusCode).toBe(401);
  });
});
