import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HIDDEN_LINK_SECRET, ROLE_GROUPS, ROLE_NAMES, type RoleName } from '@dealer/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAppraisal, newDealer, newUser } from '../../../test/support/factories';
import { NO_OFFER_YET, TEST_CUSTOMER, TEST_DEALER, TEST_VEHICLE } from '../../../test/support/fixtures';
import { openSse, within } from '../../../test/support/sse-client';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { appraisalMessages, appraisals } from '../../db/schema';
import { addActivity } from '../appraisals';
import { deliver } from '../notifications/notification-delivery';

/**
 * Issue 35 point 2: an offer link (`/offer/{token}`) opens the offer's breakdown (recon, fees,
 * payoff), value data. Staff whose roles may not read valuations never read its token (record,
 * messages, activity, notifications, live events), an inspection capture link stays whole, and a
 * signed-in staff request gains nothing from a token: the staff route's role check applies.
 */
const nonValueRoles = ROLE_NAMES.filter((r) => !(ROLE_GROUPS.allowReadVals as readonly RoleName[]).includes(r));

let t: TestApp;
let dataDir: string;
let base: string;
let dealerId: number;
let writer: string;
const staff = new Map<RoleName, { id: number; email: string; cookie: string }>();
let id: number;
let token: string;
let offerLink: string;
let captureUrl: string;

const open = {
  appraisalTypeId: 1,
  area: 'buying' as const,
  appraisalStatusId: null,
  deletedAt: null,
  ...NO_OFFER_YET,
  paveInspectSessionKey: null,
  paveInspectStatus: null,
  paveInspectResultId: null,
  ...TEST_VEHICLE,
  ...TEST_CUSTOMER,
  mileage: 41_250,
  inspectedMileage: null,
  reconBodyCost: 900,
  adjustedPayoffAmount: 12_000,
  auctionValuation: 20_000,
};
const exact = {
  template: 0,
  type: 'auction',
  amount: 12_345,
  sendPdf: true,
  showCustomerEquity: true,
  customerProfit: 345,
};

const call = (method: 'GET' | 'POST', url: string, cookie: string | null, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: cookie ? { cookie, 'x-dealer-id': String(dealerId) } : {},
    ...(payload ? { payload } : {}),
  });
const record = async (appraisalId: number) =>
  (await t.ctx.db.select().from(appraisals).where(eq(appraisals.id, appraisalId)))[0]!;
/** The token of the offer page link the customer was sent (what the customer clicks). */
async function offerTokenOf(appraisalId: number) {
  const sent = await t.ctx.db
    .select({ body: appraisalMessages.body })
    .from(appraisalMessages)
    .where(eq(appraisalMessages.appraisalId, appraisalId))
    .orderBy(asc(appraisalMessages.id));
  const found = sent.map((m) => /http:\/\/app\.test\/offer\/([\w.-]+)/.exec(m.body)?.[1]).find(Boolean);
  expect(found, `offer link of ${appraisalId}`).toBeTruthy();
  return found!;
}
async function offered(values: Record<string, unknown> = {}) {
  const row = await newAppraisal(t.ctx.db, dealerId, { ...open, ...values });
  const res = await call('POST', `/api/appraisals/${row.id}/offer`, writer, exact);
  expect(res.statusCode, res.body).toBe(200);
  return row.id;
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'offer-link-screen-test-'));
  t = await createTestApp({ DATA_DIR: dataDir, SSE_HEARTBEAT_MS: '200' });
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  dealerId = (await newDealer(t.ctx.db, TEST_DEALER)).id;
  writer = await t.login((await newUser(t.ctx.db, { dealerIds: [dealerId], roles: ['APPRAISER'] })).email);
  for (const role of nonValueRoles) {
    const user = await newUser(t.ctx.db, { dealerIds: [dealerId], roles: role === 'DEALER' ? [] : [role] });
    staff.set(role, { id: user.id, email: user.email, cookie: await t.login(user.email) });
  }
  id = await offered();
  token = await offerTokenOf(id);
  offerLink = `http://app.test/offer/${token}`;
  const link = await call('POST', `/api/appraisals/${id}/inspection-link`, writer, { sendTo: 'email_phone' });
  expect(link.statusCode, link.body).toBe(200);
  captureUrl = link.json().captureUrl;
  // A writer added later that puts the link in an activity row.
  await addActivity(t.ctx.db, id, null, 'Offer link resent', `Customer link: ${offerLink}`);
}, 60_000);
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('an offer link is value data: its token only for roles that may read valuations', () => {
  it('a reader of values sees the link whole in the messages (the control)', async () => {
    const messages = await call('GET', `/api/appraisals/${id}/messages`, writer);
    expect(messages.body).toContain(offerLink);
    expect(messages.body).toContain(captureUrl);
  });

  it.each(nonValueRoles)(
    '%s reads no offer token in the record, messages and activity; the capture link stays',
    async (role) => {
      const { cookie } = staff.get(role)!;
      for (const url of [`/api/appraisals/${id}`, `/api/appraisals/${id}/messages`, `/api/appraisals/${id}/activity`]) {
        const res = await call('GET', url, cookie);
        expect(res.statusCode, `${role} ${url}`).toBe(200);
        expect(res.body, `${role} ${url}`).not.toContain(token);
      }
      const messages = (await call('GET', `/api/appraisals/${id}/messages`, cookie)).json() as { body: string }[];
      // The rest of the text stays readable: the link's place is marked, the capture link is whole.
      expect(messages.some((m) => m.body.includes(`http://app.test/offer/${HIDDEN_LINK_SECRET}`))).toBe(true);
      expect(messages.some((m) => m.body.includes(captureUrl))).toBe(true);
      const activity = (await call('GET', `/api/appraisals/${id}/activity`, cookie)).json() as { details: string }[];
      expect(activity.map((a) => a.details)).toContain(`Customer link: http://app.test/offer/${HIDDEN_LINK_SECRET}`);
    },
  );

  it('notifications and live events carry no offer token to any staff member', async () => {
    const streams = nonValueRoles.map((role) =>
      openSse(`${base}/api/user/events`, { cookie: staff.get(role)!.cookie }),
    );
    await within(2000, () => streams.every((s) => s.of('ready').length === 1));
    // A notification added later whose text names the customer's link.
    await t.ctx.db.transaction((tx) =>
      deliver(t.ctx, tx, {
        notification: 'offer_declined',
        dealerId,
        appraisalId: id,
        recipients: nonValueRoles.map((role) => ({ ...staff.get(role)!, phoneNumber: null })),
        wording: () => ({ message: `Offer declined: ${offerLink}`, subject: 'Offer declined', body: offerLink }),
        channels: () => ({ email: false, sms: false, web: true }),
      }),
    );
    await within(2000, () => streams.every((s) => s.of('notification').length === 1));
    for (const [i, role] of nonValueRoles.entries()) {
      const [event] = streams[i]!.of('notification');
      expect(event!.data, role).not.toContain(token);
      expect(JSON.parse(event!.data).message).toBe(`Offer declined: http://app.test/offer/${HIDDEN_LINK_SECRET}`);
      const log = await t.app.inject({
        method: 'GET',
        url: '/api/notifications_log?range=[0,9]',
        headers: { cookie: staff.get(role)!.cookie },
      });
      expect(log.statusCode).toBe(200);
      expect(log.body, role).not.toContain(token);
      streams[i]!.close();
    }
  });
});

describe('POST /appraisals/:id/respond/:x: a staff session never gains rights from a token', () => {
  it('SALES signed in with the token from the messages is refused (403) and the offer is unchanged', async () => {
    const declined = await call('POST', `/api/appraisals/${id}/respond/decline`, staff.get('SALES')!.cookie, {
      token,
    });
    expect(declined.statusCode, declined.body).toBe(403);
    expect(await record(id)).toMatchObject({ offerAcceptedAt: null, offerDeclinedAt: null });
  });

  it('the customer, with the token and no session, answers the offer', async () => {
    const res = await call('POST', `/api/appraisals/${id}/respond/decline`, null, { token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'declined' });
    expect((await record(id)).offerDeclinedAt).not.toBeNull();
  });

  it('a role that may record answers does so through the staff route, with or without the token', async () => {
    const first = await offered({ vin: '1HGCV1F34LA012346' });
    const res = await call('POST', `/api/appraisals/${first}/respond/accept`, writer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: first });
    expect((await record(first)).offerAcceptedAt).not.toBeNull();

    const second = await offered({ vin: '1HGCV1F34LA012347' });
    const withToken = await call('POST', `/api/appraisals/${second}/respond/decline`, writer, {
      token: await offerTokenOf(second),
    });
    expect(withToken.statusCode, withToken.body).toBe(200);
    // Staff's answer: the detail, as the staff route answers it.
    expect(withToken.json()).toMatchObject({ id: second });
  });
});
