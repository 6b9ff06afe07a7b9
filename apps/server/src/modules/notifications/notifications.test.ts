import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkDealers, newAppraisal, newDealer, newUser } from '../../../test/support/factories';
import { createTestApp, createTwinApp, type TestApp } from '../../../test/support/test-app';
import type { Tx } from '../../db/client';
import { notificationsLog, outboxMessages, users } from '../../db/schema';
import { signWebhook } from '../../integrations/inspection/webhook-signature';
import { raiseNotification } from '.';
import { runNotificationScan } from './notification-scan';

let t: TestApp;
let dealerId: number;
let slug: string;
let otherDealerId: number;
let admin: { id: number; email: string; cookie: string };
let sales: { id: number; email: string; cookie: string };
let acq: { id: number; email: string; cookie: string };

const VPIC_DB_PATH = join(tmpdir(), 'dealer-admin-vpic', 'vpic.lite.db');
const ACCORD = '1HGCM82633A004352';

async function member(roles: Parameters<typeof newUser>[1]['roles'], dealerIds = [dealerId], phone = '5550102000') {
  const user = await newUser(t.ctx.db, { dealerIds, roles });
  await t.ctx.db.update(users).set({ phoneNumber: phone }).where(eq(users.id, user.id));
  return { id: user.id, email: user.email, cookie: await t.login(user.email) };
}

beforeAll(async () => {
  t = await createTestApp({ VPIC_DB_PATH, DATA_DIR: await mkdtemp(join(tmpdir(), 'notifications-test-')) });
  const dealer = await newDealer(t.ctx.db, { name: 'Metro Test Motors' });
  dealerId = dealer.id;
  slug = dealer.slug;
  otherDealerId = (await newDealer(t.ctx.db)).id;
  admin = await member(['DEALER_ADMIN']);
  sales = await member(['SALES']);
  acq = await member(['ACQ_MANAGER'], [dealerId, otherDealerId]);
}, 60_000);
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT' | 'POST', url: string, cookie: string | null, payload?: unknown, dealer?: number) =>
  t.app.inject({
    method,
    url,
    payload: payload as object,
    headers: { ...(cookie ? { cookie } : {}), ...(dealer ? { 'x-dealer-id': String(dealer) } : {}) },
  });
const logOf = (userId: number, notification?: string) =>
  t.ctx.db
    .select()
    .from(notificationsLog)
    .where(
      and(
        eq(notificationsLog.userId, userId),
        notification ? eq(notificationsLog.notification, notification) : undefined,
      ),
    )
    .orderBy(notificationsLog.id);
const outboxTo = (recipient: string) =>
  t.ctx.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient)).orderBy(outboxMessages.id);
const setting = (
  cookie: string,
  notification: string,
  s: { optout?: boolean; sms?: boolean; web?: boolean },
  d = dealerId,
) => call('PUT', '/api/user/notification-setting', cookie, { dealerId: d, notification, ...s });

describe('notification settings', () => {
  it('answers every notification at every dealer of the user, defaults first (e-mail and web on, text off)', async () => {
    const res = await call('GET', '/api/user/notification-settings', acq.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.notifications.map((n: { name: string }) => n.name)).toContain('daily_summary');
    expect(body.notifications.find((n: { name: string }) => n.name === 'daily_summary').summary).toBe(true);
    expect(body.settings).toHaveLength(2 * body.notifications.length);
    expect(body.settings).toContainEqual({
      dealerId: otherDealerId,
      notification: 'offer_accepted',
      optout: false,
      sms: false,
      web: true,
    });
    expect(body.dealers.map((d: { id: number }) => d.id).sort()).toEqual([dealerId, otherDealerId].sort());
    expect((await call('GET', '/api/user/notification-settings', null)).statusCode).toBe(401);
  });

  it('stores one setting; a summary keeps no text or web; bad input is a 400 with fields; another dealer a 404', async () => {
    const one = await setting(sales.cookie, 'record_assigned', { sms: true, web: false });
    expect(one.statusCode).toBe(200);
    const summary = await setting(sales.cookie, 'daily_summary', { optout: true, sms: true, web: true });
    expect(summary.json()).toMatchObject({ optout: true, sms: false, web: false });
    const { settings } = (await call('GET', '/api/user/notification-settings', sales.cookie)).json();
    expect(settings).toContainEqual({
      dealerId,
      notification: 'record_assigned',
      optout: false,
      sms: true,
      web: false,
    });
    expect(settings).toContainEqual({ dealerId, notification: 'daily_summary', optout: true, sms: false, web: false });

    const bad = await call('PUT', '/api/user/notification-setting', sales.cookie, { notification: 'nope', sms: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['dealerId', 'notification', 'sms']);
    expect((await setting(sales.cookie, 'record_assigned', {}, otherDealerId)).statusCode).toBe(404);
  });

  it('bulk changes are all or nothing', async () => {
    const before = (await call('GET', '/api/user/notification-settings', acq.cookie)).json().settings;
    const refused = await call('PUT', '/api/user/notification-settings', acq.cookie, {
      changes: [
        { dealerId, notification: 'offer_declined', optout: true },
        { dealerId: 999_999, notification: 'offer_declined', optout: true },
      ],
    });
    expect(refused.statusCode).toBe(404);
    expect((await call('GET', '/api/user/notification-settings', acq.cookie)).json().settings).toEqual(before);
    expect((await call('PUT', '/api/user/notification-settings', acq.cookie, { changes: [] })).statusCode).toBe(400);

    const all = await call('PUT', '/api/user/notification-settings', acq.cookie, {
      changes: ['offer_declined', 'offer_accepted'].map((notification) => ({ dealerId, notification, sms: true })),
    });
    expect(all.statusCode).toBe(200);
    expect(
      all.json().settings.filter((s: { dealerId: number; sms: boolean }) => s.dealerId === dealerId && s.sms),
    ).toHaveLength(2);
  });
});

describe('events raised by their cause', () => {
  it('assignment tells the newly assigned on their channels, never the one who assigned', async () => {
    const row = await newAppraisal(t.ctx.db, dealerId, { appraisalStatusId: null, deletedAt: null });
    const texted = await member(['APPRAISER']);
    await setting(texted.cookie, 'record_assigned', { sms: true, web: true });
    const res = await call(
      'PUT',
      `/api/appraisals/${row.id}/users`,
      admin.cookie,
      { userIds: [texted.id, admin.id] },
      dealerId,
    );
    expect(res.statusCode).toBe(200);
    const [entry] = await logOf(texted.id, 'record_assigned');
    expect(entry, JSON.stringify(entry)).toMatchObject({
      email: true,
      sms: true,
      web: true,
      link: `/${slug}/appraisals/${row.id}`,
    });
    expect(entry!.message).toMatch(/^You were assigned the /);
    expect(await logOf(admin.id, 'record_assigned')).toEqual([]);
    const sent = await outboxTo(texted.email);
    expect(sent.at(-1)).toMatchObject({ channel: 'email' });
    expect(sent.at(-1)!.body).toContain(`http://app.test/${slug}/appraisals/${row.id}`);
    expect(await outboxTo('5550102000')).not.toHaveLength(0);
  });

  it('a preference switched off stops that channel only; all off writes nothing', async () => {
    const row = await newAppraisal(t.ctx.db, dealerId, { appraisalStatusId: null, deletedAt: null });
    const quiet = await member(['APPRAISER'], [dealerId], '');
    await setting(quiet.cookie, 'record_assigned', { optout: true, web: true });
    await call('PUT', `/api/appraisals/${row.id}/users`, admin.cookie, { userIds: [quiet.id] }, dealerId);
    expect(await logOf(quiet.id)).toMatchObject([{ email: false, sms: false, web: true }]);
    expect(await outboxTo(quiet.email)).toEqual([]);

    const silent = await member(['APPRAISER']);
    await setting(silent.cookie, 'record_assigned', { optout: true, web: false });
    await call('PUT', `/api/appraisals/${row.id}/users`, admin.cookie, { userIds: [quiet.id, silent.id] }, dealerId);
    expect(await logOf(silent.id)).toEqual([]);
    expect(await outboxTo(silent.email)).toEqual([]);
  });

  it('a rolled-back change notifies nobody; a refused assignment neither', async () => {
    const row = await newAppraisal(t.ctx.db, dealerId, { appraisalStatusId: null, deletedAt: null });
    const target = await member(['APPRAISER']);
    await expect(
      t.ctx.db.transaction(async (tx: Tx) => {
        await raiseNotification(t.ctx, tx, {
          name: 'record_assigned',
          record: row,
          userIds: [target.id],
          actorId: admin.id,
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const refused = await call(
      'PUT',
      `/api/appraisals/${row.id}/users`,
      admin.cookie,
      { userIds: [target.id, 999_999] },
      dealerId,
    );
    expect(refused.statusCode).toBe(400);
    expect(await logOf(target.id)).toEqual([]);
    expect(await outboxTo(target.email)).toEqual([]);
  });

  it('a customer submission from the public service page tells the managers and the credited user', async () => {
    const [credited] = await t.ctx.db.select({ uid: users.uid }).from(users).where(eq(users.id, sales.id));
    const res = await call('POST', `/api/public/dealers/${slug}/service-appraisals`, null, {
      typeCode: 'tradein',
      vin: ACCORD,
      trim: 'EX-V6',
      mileage: 50_000,
      firstName: 'Dana',
      lastName: 'Reyes',
      duid: credited!.uid,
      sendInspect: 'none',
    });
    expect(res.statusCode, res.body).toBe(200);
    for (const user of [admin, acq, sales]) {
      const [entry] = (await logOf(user.id, 'new_submission')).filter((e) => e.appraisalId === res.json().id);
      expect(entry!.message).toMatch(/^New submission: Dana Reyes submitted a .* on the service page\.$/);
    }
  });

  it('a transfer tells the receiving dealer, an offer answer the assigned and the offerer, an inspection the assigned', async () => {
    const receiver = await newDealer(t.ctx.db, { name: 'Harbor Test Auto' });
    await linkDealers(t.ctx.db, dealerId, receiver.id);
    const receiverAdmin = await member(['DEALER_ADMIN'], [receiver.id]);
    const row = await newAppraisal(t.ctx.db, dealerId, { appraisalStatusId: null, deletedAt: null });
    const moved = await call(
      'POST',
      `/api/appraisals/${row.id}/transfer`,
      admin.cookie,
      { toDealerId: receiver.id },
      dealerId,
    );
    expect(moved.statusCode).toBe(200);
    const [entry] = await logOf(receiverAdmin.id, 'record_transferred');
    expect(entry).toMatchObject({ dealerId: receiver.id, appraisalId: moved.json().transferredId });
    expect(entry!.message).toContain(`transferred the `);
    expect(entry!.message).toContain('to Harbor Test Auto.');

    const watched = await newAppraisal(t.ctx.db, dealerId, {
      appraisalTypeId: 1,
      appraisalStatusId: null,
      deletedAt: null,
      offerSentAt: new Date(),
      offerAcceptedAt: null,
      offerDeclinedAt: null,
      offeredBy: acq.id,
    });
    const answer = await call('POST', `/api/appraisals/${watched.id}/respond/decline`, admin.cookie, {}, dealerId);
    expect(answer.statusCode).toBe(200);
    expect((await logOf(acq.id, 'offer_declined')).at(-1)!.message).toMatch(/declined your offer/);
    expect(await logOf(admin.id, 'offer_declined')).toEqual([]);

    await call('PUT', `/api/appraisals/${watched.id}/users`, admin.cookie, { userIds: [sales.id] }, dealerId);
    const link = await call(
      'POST',
      `/api/appraisals/${watched.id}/inspection-link`,
      admin.cookie,
      { sendTo: 'email' },
      dealerId,
    );
    const sessionKey = link.json().sessionKey as string;
    const body = JSON.stringify({
      event: 'inspection.completed',
      session_key: sessionKey,
      reference: String(watched.id),
      grade: 4.2,
      estimated_damage: 300,
      odometer: 42000,
      answers: { warningLights: 'no', bodyDamage: 'minor', tyres: 'good', smokedIn: 'no' },
      photos: [],
      report_url: `http://app.test/sandbox/inspection/sessions/${sessionKey}/report`,
      completed_at: new Date().toISOString(),
    });
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/inspection',
      headers: {
        'content-type': 'application/json',
        'x-inspection-signature': signWebhook(t.ctx.config.inspection.webhookSecret, body),
      },
      payload: body,
    });
    expect(hook.statusCode, hook.body).toBe(200);
    expect((await logOf(sales.id, 'inspection_completed')).at(-1)!.message).toMatch(/grade 4\.2\.$/);
  });
});

describe('the scheduled scan', () => {
  it('tells of a lease maturing within 72 hours once per lease, across instances', async () => {
    const inTwoDays = new Date(Date.now() + 48 * 3_600_000).toISOString().slice(0, 10);
    const lease = await newAppraisal(t.ctx.db, dealerId, {
      appraisalTypeId: 2,
      area: 'lease',
      appraisalStatusId: null,
      deletedAt: null,
      maturityDate: inTwoDays,
      originatorId: sales.id,
    });
    const later = await newAppraisal(t.ctx.db, dealerId, {
      appraisalTypeId: 2,
      area: 'lease',
      appraisalStatusId: null,
      deletedAt: null,
      maturityDate: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
      originatorId: sales.id,
    });
    const twin = await createTwinApp(t);
    try {
      await Promise.all([runNotificationScan(t.ctx), runNotificationScan(twin.ctx), runNotificationScan(t.ctx)]);
      await runNotificationScan(twin.ctx);
    } finally {
      await twin.close();
    }
    const told = (await logOf(sales.id, 'lease_maturing')).filter((e) => e.appraisalId === lease.id);
    expect(told).toHaveLength(1);
    expect((await logOf(acq.id, 'lease_maturing')).filter((e) => e.appraisalId === lease.id)).toHaveLength(1);
    expect((await logOf(sales.id, 'lease_maturing')).filter((e) => e.appraisalId === later.id)).toEqual([]);
  });

  it('sends the daily summary once a day by e-mail only, never as a text, even with texts switched on', async () => {
    await setting(admin.cookie, 'daily_summary', { sms: true, web: true });
    const summaryMails = async () =>
      (await outboxTo(admin.email)).filter((m) => m.subject?.startsWith('Metro Test Motors: daily summary'));
    // Earlier scans of this file may have sent today's summary already (when run after the hour).
    const logged = (await logOf(admin.id, 'daily_summary')).length;
    const mailed = (await summaryMails()).length;
    // On to the summary hour of a day not summarised yet: later today if before the hour, else tomorrow.
    const hoursToGo = ((t.ctx.config.summaryHourUtc - t.ctx.now().getUTCHours() + 23) % 24) + 1;
    t.advance(hoursToGo * 3_600_000 - t.ctx.now().getUTCMinutes() * 60_000 + 60_000);
    await runNotificationScan(t.ctx);
    await runNotificationScan(t.ctx);
    const summaries = (await logOf(admin.id, 'daily_summary')).slice(logged);
    expect(summaries).toHaveLength(1);
    expect(summaries[0]).toMatchObject({ email: true, sms: false, web: false });
    const mails = (await summaryMails()).slice(mailed);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain('Awaiting inspection:');
    expect((await outboxTo('5550102000')).some((m) => m.body.includes('summary'))).toBe(false);
  });
});

describe('notifications log', () => {
  it("lists the user's own notifications only (list protocol, filters.dealerId), marks them read and counts unread", async () => {
    const row = await newAppraisal(t.ctx.db, dealerId, { appraisalStatusId: null, deletedAt: null });
    const reader = await member(['APPRAISER'], [dealerId, otherDealerId]);
    await call('PUT', `/api/appraisals/${row.id}/users`, admin.cookie, { userIds: [reader.id] }, dealerId);
    await call('POST', '/api/user/send-test-notification', reader.cookie, { dealerId: otherDealerId });

    const list = await call('GET', '/api/notifications_log?range=[0,9]', reader.cookie);
    expect(list.statusCode).toBe(200);
    expect(list.headers['x-total-count']).toBe('2');
    const [newest, oldest] = list.json();
    expect(newest).toMatchObject({ dealerId: otherDealerId, notification: 'test', webViewed: false, link: null });
    expect(oldest).toMatchObject({ dealerId, notification: 'record_assigned', link: `/${slug}/appraisals/${row.id}` });
    expect(Object.keys(oldest).sort()).toEqual(
      ['createdAt', 'dealerId', 'email', 'id', 'link', 'message', 'notification', 'sms', 'web', 'webViewed'].sort(),
    );
    const filtered = await call(
      'GET',
      `/api/notifications_log?filters=${encodeURIComponent(JSON.stringify({ dealerId }))}`,
      reader.cookie,
    );
    expect(filtered.json().map((e: { id: number }) => e.id)).toEqual([oldest.id]);
    expect((await call('GET', '/api/notifications_log?sort=["message","ASC"]', reader.cookie)).statusCode).toBe(400);
    // Another user's log is never visible, nor can they mark it read.
    expect(
      (await call('GET', '/api/notifications_log', sales.cookie)).json().map((e: { id: number }) => e.id),
    ).not.toContain(oldest.id);
    expect(
      (await call('PUT', '/api/notifications_log/update-logs', sales.cookie, { ids: [oldest.id] })).json(),
    ).toEqual({ updated: 0 });

    expect((await call('POST', '/api/notifications_log/check', reader.cookie, {})).json()).toEqual({ count: 2 });
    const since = new Date(new Date(newest.createdAt).getTime() + 1000).toISOString();
    expect((await call('POST', '/api/notifications_log/check', reader.cookie, { since })).json()).toEqual({ count: 0 });
    expect((await call('POST', '/api/notifications_log/check', reader.cookie, { since: 'yesterday' })).statusCode).toBe(
      400,
    );
    expect(
      (await call('PUT', '/api/notifications_log/update-logs', reader.cookie, { ids: [oldest.id] })).json(),
    ).toEqual({ updated: 1 });
    expect((await call('POST', '/api/notifications_log/check', reader.cookie)).json()).toEqual({ count: 1 });
    expect((await call('PUT', '/api/notifications_log/update-logs', reader.cookie, {})).json()).toEqual({ updated: 1 });
    expect((await call('POST', '/api/notifications_log/check', reader.cookie)).json()).toEqual({ count: 0 });
    expect((await call('PUT', '/api/notifications_log/update-logs', reader.cookie, { ids: ['x'] })).statusCode).toBe(
      400,
    );
    expect((await call('GET', '/api/notifications_log', null)).statusCode).toBe(401);
  });
});

describe('test notification and the live channel handshake', () => {
  it('delivers on every channel the user has on and says which went', async () => {
    const user = await member(['SALES']);
    await setting(user.cookie, 'offer_accepted', { sms: true, web: true });
    const res = await call('POST', '/api/user/send-test-notification', user.cookie, undefined, dealerId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ sent: true, email: true, sms: true, web: true });
    expect(await logOf(user.id, 'test')).toMatchObject([{ email: true, sms: true, web: true }]);
    expect((await outboxTo(user.email)).map((m) => m.subject)).toEqual(['Test notification']);

    const off = await member(['SALES'], [dealerId], '');
    const { notifications } = (await call('GET', '/api/user/notification-settings', off.cookie)).json();
    await call('PUT', '/api/user/notification-settings', off.cookie, {
      changes: notifications.map((n: { name: string }) => ({
        dealerId,
        notification: n.name,
        optout: true,
        web: false,
      })),
    });
    expect((await call('POST', '/api/user/send-test-notification', off.cookie, {})).json()).toEqual({
      sent: false,
      email: false,
      sms: false,
      web: false,
    });
    expect(
      (await call('POST', '/api/user/send-test-notification', off.cookie, { dealerId: otherDealerId })).statusCode,
    ).toBe(404);
    expect((await call('POST', '/api/user/send-test-notification', null, {})).statusCode).toBe(401);
  });

  it('connect-pusher and generate-pusher-token answer what the browser needs; the stream refuses anyone else', async () => {
    const connect = await call('GET', '/api/user/connect-pusher', sales.cookie);
    expect(connect.json()).toMatchObject({ transport: 'sse', url: '/api/user/events' });
    const { token, expiresAt } = (await call('GET', '/api/user/generate-pusher-token', sales.cookie)).json();
    expect(new Date(expiresAt).getTime()).toBeGreaterThan(Date.now());
    expect((await call('GET', '/api/user/generate-pusher-token', null)).statusCode).toBe(401);
    expect((await call('GET', '/api/user/events', null)).statusCode).toBe(401);
    expect((await call('GET', `/api/user/events?token=${token}x`, null)).statusCode).toBe(401);
    t.advance(61_000);
    expect((await call('GET', `/api/user/events?token=${token}`, null)).statusCode).toBe(401);
  });
});
