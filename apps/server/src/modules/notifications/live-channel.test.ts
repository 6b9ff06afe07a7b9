import { type RoleName, roleInfo } from '@dealer/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDriver } from '../../../test/support/driver';
import { newAppraisal, newDealer, newUser } from '../../../test/support/factories';
import { openSse, within } from '../../../test/support/sse-client';
import { createTestApp, createTestAppOn, createTwinApp, type TestApp } from '../../../test/support/test-app';
import { clonePgDatabase } from '../../../test/support/test-database';
import { openPg } from '../../db/client';
import { dealerUserRoles, notificationsLog, users } from '../../db/schema';

/**
 * Two server instances on one database (on PostgreSQL each with its own pool and LISTEN
 * connection, as behind a load balancer): what is raised through one reaches a browser on the
 * other through LISTEN/NOTIFY.
 */
const env = { SSE_HEARTBEAT_MS: '200' };
let a: TestApp;
let b: TestApp;
let dropDatabase: () => Promise<void> = async () => {};
const base = { a: '', b: '' };
let dealerId: number;

beforeAll(async () => {
  if (testDriver() === 'pg') {
    const clone = await clonePgDatabase();
    dropDatabase = clone.close;
    a = await createTestAppOn(openPg(clone.url, 4), env);
    b = await createTestAppOn(openPg(clone.url, 4), env);
  } else {
    a = await createTestApp(env);
    b = await createTwinApp(a, env);
  }
  base.a = await a.app.listen({ host: '127.0.0.1', port: 0 });
  base.b = await b.app.listen({ host: '127.0.0.1', port: 0 });
  dealerId = (await newDealer(a.ctx.db)).id;
}, 60_000);
afterAll(async () => {
  await b?.close();
  await a?.close();
  await dropDatabase();
});

async function signedIn() {
  const user = await newUser(a.ctx.db, { dealerIds: [dealerId], roles: ['DEALER_ADMIN'] });
  return { id: user.id, cookie: await a.login(user.email) };
}
const sendTest = (cookie: string) =>
  a.app.inject({ method: 'POST', url: '/api/user/send-test-notification', headers: { cookie }, payload: {} });
const webIds = async (userId: number) =>
  (await a.ctx.db.select({ id: notificationsLog.id }).from(notificationsLog).where(eq(notificationsLog.userId, userId)))
    .map((r) => String(r.id))
    .sort();

describe(`live channel over LISTEN/NOTIFY (${testDriver()})`, () => {
  it('a notification raised through instance A reaches a stream on instance B within 1 s', async () => {
    const user = await signedIn();
    const stream = openSse(`${base.b}/api/user/events`, { cookie: user.cookie });
    await within(2000, () => stream.of('ready').length === 1);
    expect((await sendTest(user.cookie)).json()).toMatchObject({ sent: true, web: true });
    const took = await within(1000, () => stream.of('notification').length === 1);
    expect(took).toBeLessThan(1000);
    const [event] = stream.of('notification');
    expect(JSON.parse(event!.data)).toMatchObject({ notification: 'test', webViewed: false });
    expect(event!.id).toBe((await webIds(user.id))[0]);
    stream.close();
  });

  it('a forced reconnect with Last-Event-ID neither loses nor repeats a notification', async () => {
    const user = await signedIn();
    const first = openSse(`${base.b}/api/user/events`, { cookie: user.cookie });
    await within(2000, () => first.of('ready').length === 1);
    await sendTest(user.cookie);
    await sendTest(user.cookie);
    await within(1000, () => first.of('notification').length === 2);
    const lastSeen = first.lastEventId()!;
    first.close();
    // Raised while the browser is away, and while it comes back.
    await sendTest(user.cookie);
    await sendTest(user.cookie);
    const raising = sendTest(user.cookie);
    const second = openSse(`${base.a}/api/user/events`, { cookie: user.cookie, 'last-event-id': lastSeen });
    await raising;
    await within(1000, () => second.of('notification').length === 3);
    await sendTest(user.cookie);
    await within(1000, () => second.of('notification').length === 4);
    await new Promise((r) => setTimeout(r, 300));
    const seen = [...first.of('notification'), ...second.of('notification')].map((e) => e.id!);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.slice().sort()).toEqual(await webIds(user.id));
    second.close();
  });

  it('carries record-changed events to the dealer’s streams, and heartbeats while idle', async () => {
    const user = await signedIn();
    const stream = openSse(`${base.b}/api/user/events`, { cookie: user.cookie });
    await within(2000, () => stream.of('ready').length === 1);
    const row = await newAppraisal(a.ctx.db, dealerId, { appraisalStatusId: null, deletedAt: null });
    const res = await a.app.inject({
      method: 'POST',
      url: `/api/appraisals/${row.id}/recon`,
      headers: { cookie: user.cookie, 'x-dealer-id': String(dealerId) },
      payload: { reconBodyCost: 250 },
    });
    expect(res.statusCode).toBe(200);
    await within(1000, () =>
      stream.of('record-changed').some((e) => (JSON.parse(e.data).ids as number[] | null)?.includes(row.id)),
    );
    expect(stream.of('record-changed').every((e) => e.id === null)).toBe(true);
    expect(JSON.parse(stream.of('record-changed').at(-1)!.data).dealerId).toBe(dealerId);
    await within(1000, () => stream.comments >= 2);
    stream.close();
  });

  it("a change made for a tab is flagged own on that tab's stream only; the tab's id never leaves the server", async () => {
    // Issue 38 point 8: a tab skips only the echo of its own change, never a colleague's that follows it.
    const alex = await signedIn();
    const quinn = await signedIn();
    const alexTab = 'alexTab-0123456789abcdef';
    const quinnTab = 'quinnTab-0123456789abcdef';
    const alexStream = openSse(`${base.b}/api/user/events?writer=${alexTab}`, { cookie: alex.cookie });
    const quinnStream = openSse(`${base.b}/api/user/events?writer=${quinnTab}`, { cookie: quinn.cookie });
    await within(2000, () => alexStream.of('ready').length === 1 && quinnStream.of('ready').length === 1);
    const row = await newAppraisal(a.ctx.db, dealerId, { appraisalStatusId: null, deletedAt: null });
    const recon = (cookie: string, tab: string, cost: number) =>
      a.app.inject({
        method: 'POST',
        url: `/api/appraisals/${row.id}/recon`,
        headers: { cookie, 'x-dealer-id': String(dealerId), 'x-live-writer': tab },
        payload: { reconBodyCost: cost },
      });
    const seen = (stream: ReturnType<typeof openSse>) =>
      stream
        .of('record-changed')
        .map((e) => JSON.parse(e.data) as { ids: number[] | null; own?: boolean })
        .filter((e) => e.ids?.includes(row.id));
    // The record's creation (no tab's) comes first; what follows is counted from there.
    await within(1000, () => seen(alexStream).length === 1 && seen(quinnStream).length === 1);
    const about = (stream: ReturnType<typeof openSse>) => seen(stream).slice(1);

    expect((await recon(alex.cookie, alexTab, 250)).statusCode).toBe(200);
    await within(1000, () => about(alexStream).length === 1 && about(quinnStream).length === 1);
    expect(about(alexStream)[0]).toMatchObject({ own: true });
    expect(about(quinnStream)[0]?.own).toBeUndefined();

    // Quinn's change a moment after Alex's own: news to Alex's tab.
    expect((await recon(quinn.cookie, quinnTab, 300)).statusCode).toBe(200);
    await within(1000, () => about(alexStream).length === 2 && about(quinnStream).length === 2);
    expect(about(alexStream)[1]?.own).toBeUndefined();
    expect(about(quinnStream)[1]).toMatchObject({ own: true });

    // A change in a transaction of several writes (a worksheet save) is named the same way.
    const save = await a.app.inject({
      method: 'PUT',
      url: `/api/appraisals/${row.id}`,
      headers: { cookie: alex.cookie, 'x-dealer-id': String(dealerId), 'x-live-writer': alexTab },
      payload: { adjustedPayoffAmount: 4444 },
    });
    expect(save.statusCode, save.body).toBe(200);
    await within(1000, () => about(alexStream).length === 3 && about(quinnStream).length === 3);
    expect(about(alexStream)[2]).toMatchObject({ own: true });
    expect(about(quinnStream)[2]?.own).toBeUndefined();

    const everything = [...alexStream.of('record-changed'), ...quinnStream.of('record-changed')].map((e) => e.data);
    expect(everything.join('\n')).not.toMatch(/Tab-0123/);
    alexStream.close();
    quinnStream.close();
  });

  it('an ended session or a deactivated user is disconnected', async () => {
    const user = await signedIn();
    const stream = openSse(`${base.b}/api/user/events`, { cookie: user.cookie });
    await within(2000, () => stream.of('ready').length === 1);
    await a.app.inject({ method: 'GET', url: '/api/auth/logout', headers: { cookie: user.cookie } });
    await within(1000, () => stream.ended);
    expect(stream.of('end')).toHaveLength(1);

    const other = await signedIn();
    const token = (
      await b.app.inject({ method: 'GET', url: '/api/user/generate-pusher-token', headers: { cookie: other.cookie } })
    ).json().token as string;
    const byToken = openSse(`${base.b}/api/user/events?token=${encodeURIComponent(token)}`);
    await within(2000, () => byToken.of('ready').length === 1);
    await a.ctx.db.update(users).set({ active: false }).where(eq(users.id, other.id));
    await within(1000, () => byToken.ended);
    expect(byToken.of('end')).toHaveLength(1);
  });
});

/**
 * Issue 35 point 4: a membership change (removal, role change, deactivation at one dealer) made
 * through instance A reaches a stream held by instance B at once, through the database's notice.
 */
describe(`live channel after a membership change (${testDriver()})`, () => {
  let metro: number;
  let harbor: number;
  let harborAdmin: string;
  let metroAdmin: string;
  beforeAll(async () => {
    metro = (await newDealer(a.ctx.db)).id;
    harbor = (await newDealer(a.ctx.db)).id;
    const admin = async (dealer: number) =>
      a.login((await newUser(a.ctx.db, { dealerIds: [dealer], roles: ['DEALER_ADMIN'] })).email);
    harborAdmin = await admin(harbor);
    metroAdmin = await admin(metro);
  });

  /** A user of Metro and Harbor with a stream open on instance B. */
  async function streamOfBoth(roles: RoleName[] = ['APPRAISER']) {
    const user = await newUser(a.ctx.db, { dealerIds: [metro, harbor], roles });
    const cookie = await a.login(user.email);
    const stream = openSse(`${base.b}/api/user/events`, { cookie });
    await within(2000, () => stream.of('ready').length === 1);
    return { user, stream };
  }
  const changedAt = (stream: ReturnType<typeof openSse>, dealer: number, id: number) =>
    stream
      .of('record-changed')
      .some((e) => JSON.parse(e.data).dealerId === dealer && (JSON.parse(e.data).ids as number[] | null)?.includes(id));
  const seenDealers = (stream: ReturnType<typeof openSse>) =>
    new Set(stream.of('record-changed').map((e) => JSON.parse(e.data).dealerId as number));
  const removeAt = (dealer: number, admin: string, userId: number) =>
    a.app.inject({
      method: 'DELETE',
      url: `/api/users/${userId}`,
      headers: { cookie: admin, 'x-dealer-id': String(dealer) },
    });

  it('removed from Harbor through instance A: Harbor’s changes stop reaching the stream on B, Metro’s do not', async () => {
    const { user, stream } = await streamOfBoth();
    const before = await newAppraisal(a.ctx.db, harbor);
    await within(1000, () => changedAt(stream, harbor, before.id));

    expect((await removeAt(harbor, harborAdmin, user.id)).statusCode).toBe(204);
    await within(1000, () => stream.of('access-changed').length === 1);
    expect(JSON.parse(stream.of('access-changed')[0]!.data)).toEqual({ dealerIds: [metro] });
    const countBefore = stream.of('record-changed').length;
    // Harbor's change commits first: once Metro's later one is here, Harbor's was heard and dropped.
    const hidden = await newAppraisal(a.ctx.db, harbor);
    const shown = await newAppraisal(a.ctx.db, metro);
    await within(1000, () => changedAt(stream, metro, shown.id));
    expect(changedAt(stream, harbor, hidden.id)).toBe(false);
    expect(
      stream
        .of('record-changed')
        .slice(countBefore)
        .every((e) => JSON.parse(e.data).dealerId === metro),
    ).toBe(true);
    expect(stream.ended).toBe(false);
    stream.close();
  });

  it('a change committed right after the removal, before the stream re-read, is not delivered either', async () => {
    const { user, stream } = await streamOfBoth();
    expect((await removeAt(harbor, harborAdmin, user.id)).statusCode).toBe(204);
    // No wait for the notice: the stream may still be re-reading when Harbor's change arrives.
    const hidden = await newAppraisal(a.ctx.db, harbor);
    const shown = await newAppraisal(a.ctx.db, metro);
    await within(1000, () => changedAt(stream, metro, shown.id));
    expect(changedAt(stream, harbor, hidden.id)).toBe(false);
    expect(seenDealers(stream)).toEqual(new Set([metro]));
    stream.close();
  });

  it('a role change at Harbor is told to the stream at once, and Harbor’s changes keep coming', async () => {
    const { user, stream } = await streamOfBoth(['APPRAISER']);
    const res = await a.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      headers: { cookie: harborAdmin, 'x-dealer-id': String(harbor) },
      payload: {
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        phoneNumber: '',
        roles: [roleInfo('SALES').id],
      },
    });
    expect(res.statusCode).toBe(200);
    const took = await within(1000, () => stream.of('access-changed').length === 1);
    expect(took).toBeLessThan(1000);
    expect(JSON.parse(stream.of('access-changed')[0]!.data).dealerIds.sort()).toEqual([metro, harbor].sort());
    const row = await newAppraisal(a.ctx.db, harbor);
    await within(1000, () => changedAt(stream, harbor, row.id));
    stream.close();
  });

  it('deactivated at its last dealer: the stream ends', async () => {
    const { user, stream } = await streamOfBoth();
    expect((await removeAt(harbor, harborAdmin, user.id)).statusCode).toBe(204);
    expect((await removeAt(metro, metroAdmin, user.id)).statusCode).toBe(204);
    await within(1000, () => stream.ended);
    expect(stream.of('end')).toHaveLength(1);
  });

  it('a user of no dealer opens no stream', async () => {
    const user = await newUser(a.ctx.db, { dealerIds: [metro] });
    const cookie = await a.login(user.email);
    await a.ctx.db.delete(dealerUserRoles).where(eq(dealerUserRoles.userId, user.id));
    const res = await fetch(`${base.b}/api/user/events`, { headers: { cookie } });
    expect(res.status).toBe(401);
    await res.body?.cancel();
  });
});
