import { ERROR_MESSAGES, VEHICLE_HISTORY_MESSAGES } from '@dealer/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newDealer, newUser } from '../../../test/support/factories';
import { createTestApp, createTwinApp, type TestApp } from '../../../test/support/test-app';
import { vehicleHistoryConnections, vehicleHistorySnapshots } from '../../db/schema';
import { sealer } from '../../lib/sealed-text';

/** VINs whose sandbox histories differ (see integrations/vehicle-history/sandbox/reports.ts). */
const CLEAN = '1HGCM82633A000010';
const DAMAGED = '1HGCM82633A000004';
const NO_REPORT = '1HGCM82633A000007';
const SECRET = 'vehicle-history-test-secret-0123456789abcdef';

let t: TestApp;
let dealerId: number;
let alice: string;
let aliceId: number;
let bob: string;

beforeAll(async () => {
  t = await createTestApp({ SESSION_SECRET: SECRET, CARFAX_SANDBOX_ACCESS_TTL_SECONDS: '60' });
  dealerId = (await newDealer(t.ctx.db)).id;
  const a = await newUser(t.ctx.db, { dealerIds: [dealerId], roles: ['APPRAISER'] });
  aliceId = a.id;
  alice = await t.login(a.email);
  bob = await t.login((await newUser(t.ctx.db, { dealerIds: [dealerId], roles: ['APPRAISER'] })).email);
});
afterAll(async () => {
  await t?.close();
});

const call = (app: TestApp, method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
  app.app.inject({ method, url, payload, headers: { cookie, 'x-dealer-id': String(dealerId) } });
const snapshot = (cookie: string, vin: string, app = t) => call(app, 'GET', `/api/carfax/snapshot/${vin}`, cookie);

/** The person on the sandbox's consent page: reads its form and presses Approve (or Deny). */
async function consent(authorizeUrl: string, decision: 'approve' | 'deny') {
  const url = new URL(authorizeUrl);
  const page = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
  expect(page.statusCode).toBe(200);
  const fields = new URLSearchParams();
  for (const m of page.body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    fields.set(
      m[1]!,
      m[2]!.replace(/&#(\d+);/g, (_x, c) => String.fromCharCode(Number(c))),
    );
  }
  fields.set('decision', decision);
  const answer = await t.app.inject({
    method: 'POST',
    url: url.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: fields.toString(),
  });
  expect(answer.statusCode).toBe(302);
  return new URL(answer.headers.location as string);
}

async function start(cookie: string, returnTo = '/acme/appraisals/7') {
  const res = await call(t, 'POST', '/api/carfax/connect', cookie, { returnTo });
  expect(res.statusCode).toBe(200);
  return res.json() as { url: string; state: string };
}

/** The whole sign-in: start, approve on the sandbox, finish with the callback's code and state. */
async function connect(cookie: string) {
  const { url } = await start(cookie);
  const back = await consent(url, 'approve');
  const res = await call(t, 'POST', '/api/carfax/connected', cookie, {
    code: back.searchParams.get('code'),
    state: back.searchParams.get('state'),
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { returnTo: string; expiresAt: string };
}

const connectionOf = async (userId: number) =>
  (await t.ctx.db.select().from(vehicleHistoryConnections).where(eq(vehicleHistoryConnections.userId, userId)))[0];
const revokeAtProvider = () => t.app.inject({ method: 'POST', url: '/sandbox/carfax/account/revoke' });

describe('connecting (authorization code with PKCE and state)', () => {
  it('sends the user to the provider with state and an S256 challenge, never the client secret', async () => {
    const { url, state } = await start(bob);
    const q = new URL(url).searchParams;
    expect(url.startsWith('http://app.test/sandbox/carfax/oauth/authorize?')).toBe(true);
    expect(Object.fromEntries(q)).toMatchObject({
      response_type: 'code',
      client_id: 'dealer-admin',
      redirect_uri: 'http://app.test/carfax/connected',
      state,
      code_challenge_method: 'S256',
    });
    expect(q.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url).not.toContain('sandbox-carfax-secret');
  });

  it('exchanges the code on the server, keeps the tokens and answers where to return', async () => {
    expect((await snapshot(alice, CLEAN)).json()).toMatchObject({ connected: false, report: null, message: null });
    const done = await connect(alice);
    expect(done.returnTo).toBe('/acme/appraisals/7');
    expect(new Date(done.expiresAt).getTime() - Date.now()).toBeGreaterThan(50_000);
    const answer = (await snapshot(alice, CLEAN)).json();
    expect(answer.connected).toBe(true);
    expect(answer.report.snapshotKey).toMatch(/^[0-9a-f]{24}$/);
  });

  it("refuses a missing, unknown, reused or another user's state with the spec text", async () => {
    const { url, state } = await start(alice);
    const back = await consent(url, 'approve');
    const code = back.searchParams.get('code');
    const finish = (cookie: string, body: object) => call(t, 'POST', '/api/carfax/connected', cookie, body);
    for (const [cookie, body] of [
      [alice, { code }],
      [alice, { code, state: 'not-a-state-we-issued' }],
      [bob, { code, state }],
    ] as const) {
      const res = await finish(cookie, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(ERROR_MESSAGES.carfaxState);
    }
    expect((await finish(alice, { code, state })).statusCode).toBe(200);
    const again = await finish(alice, { code, state });
    expect(again.json().error.message).toBe(ERROR_MESSAGES.carfaxState);
  });

  it('returns only to a same-origin path as the browser parses it, kept normalised', async () => {
    for (const returnTo of ['/\t/evil.example', '/\\evil.example', '/.//evil.example', '//evil.example']) {
      const res = await call(t, 'POST', '/api/carfax/connect', alice, { returnTo });
      expect(res.statusCode, JSON.stringify(returnTo)).toBe(400);
      expect(res.json().error.fields).toEqual({ returnTo: VEHICLE_HISTORY_MESSAGES.returnTo });
    }
    const { url } = await start(alice, '/acme/x/../appraisals/8');
    const back = await consent(url, 'approve');
    const res = await call(t, 'POST', '/api/carfax/connected', alice, {
      code: back.searchParams.get('code'),
      state: back.searchParams.get('state'),
    });
    expect(res.json().returnTo).toBe('/acme/appraisals/8');
  });

  it('a denied consent brings back an error and no code', async () => {
    const { url, state } = await start(bob);
    const back = await consent(url, 'deny');
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('code')).toBeNull();
    expect(back.searchParams.get('state')).toBe(state);
  });

  it('a code is refused without the verifier it was issued for (PKCE)', async () => {
    const { url } = await start(bob);
    const back = await consent(url, 'approve');
    const token = await t.app.inject({
      method: 'POST',
      url: '/sandbox/carfax/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'authorization_code',
        code: back.searchParams.get('code')!,
        redirect_uri: 'http://app.test/carfax/connected',
        code_verifier: 'x'.repeat(43),
        client_id: 'dealer-admin',
        client_secret: 'sandbox-carfax-secret',
      }).toString(),
    });
    expect(token.statusCode).toBe(400);
    expect(token.json().error).toBe('invalid_grant');
  });
});

describe('snapshots', () => {
  beforeAll(async () => {
    await connect(alice);
  });

  it('answers the four pillars of a clean and of a damaged vehicle', async () => {
    const clean = (await snapshot(alice, CLEAN)).json().report;
    expect(clean.fourPillars).toEqual({
      accident: expect.objectContaining({ hasAccidents: false, iconText: 'No accidents reported', position: 1 }),
      owner: expect.objectContaining({ isOneOwner: true, iconText: '1-Owner', position: 2 }),
      useType: expect.objectContaining({ isPersonalUse: true, iconText: 'Personal use', position: 3 }),
      serviceRecord: expect.objectContaining({ recordCount: 25, iconText: '25 service records', position: 4 }),
    });
    expect(clean.fourPillars.accident.iconUrl).toBe('http://app.test/sandbox/carfax/icons/accident-good.svg');
    const damaged = (await snapshot(alice, DAMAGED)).json().report;
    expect(damaged.fourPillars.accident).toMatchObject({ hasAccidents: true, iconText: '2 accidents reported' });
    expect(damaged.fourPillars.owner.isOneOwner).toBe(false);
    expect(damaged.fourPillars.useType).toMatchObject({ isPersonalUse: false, iconText: 'Fleet use' });
    expect(damaged.carfaxLink.url).toMatch(/^http:\/\/app\.test\/sandbox\/carfax\/report\/1HGCM82633A000004\?key=/);
  });

  it('answers no report for a VIN the provider does not know, and the report link is a 404', async () => {
    expect((await snapshot(alice, NO_REPORT)).json()).toMatchObject({ connected: true, report: null });
    const link = await call(t, 'GET', `/api/carfax/report/${NO_REPORT}`, alice);
    expect(link.statusCode).toBe(404);
  });

  it('answers the report link of a VIN, a page of the provider', async () => {
    const link = (await call(t, 'GET', `/api/carfax/report/${DAMAGED}`, alice)).json();
    expect(link).toMatchObject({ connected: true });
    const page = await t.app.inject({ method: 'GET', url: new URL(link.url).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('1HGCM82633A000004');
  });

  it('refuses what is not a VIN', async () => {
    const res = await snapshot(alice, 'NOT-A-VIN');
    expect(res.statusCode).toBe(400);
  });

  it("never uses another user's tokens", async () => {
    expect((await snapshot(bob, CLEAN)).json()).toMatchObject({ connected: false, report: null });
    expect((await call(t, 'GET', `/api/carfax/report/${CLEAN}`, bob)).json()).toMatchObject({ connected: false });
  });

  it('keeps tokens sealed: unreadable without the key derived from the server secret', async () => {
    const row = await connectionOf(aliceId);
    expect(row?.accessTokenSealed).toMatch(/^v1\./);
    expect(
      sealer('another-secret-of-at-least-32-characters', 'vehicle-history-tokens').open(row!.accessTokenSealed),
    ).toBeNull();
    const accessToken = sealer(SECRET, 'vehicle-history-tokens').open(row!.accessTokenSealed);
    expect(row!.accessTokenSealed).not.toContain(accessToken!);
    // What the key opens is the provider's live token.
    const graphql = await t.app.inject({
      method: 'POST',
      url: '/sandbox/carfax/graphql',
      headers: { authorization: `Bearer ${accessToken}` },
      payload: { query: `{ dealerReport(vin: "${CLEAN}") { snapshotKey } }` },
    });
    expect(graphql.json().data.dealerReport.snapshotKey).toMatch(/^[0-9a-f]{24}$/);
  });
});

describe('expiry, refresh and revocation', () => {
  it('refreshes an expired access token once and retries the call', async () => {
    await connect(alice);
    const before = await connectionOf(aliceId);
    t.advance(120_000);
    const answer = (await snapshot(alice, '1HGCM82633A000001')).json();
    expect(answer.connected).toBe(true);
    expect(answer.report.fourPillars.serviceRecord.recordCount).toBe(17);
    const after = await connectionOf(aliceId);
    expect(after!.accessTokenSealed).not.toBe(before!.accessTokenSealed);
    expect(after!.expiresAt.getTime()).toBeGreaterThan(before!.expiresAt.getTime());
  });

  it('serves a cached snapshot without fetching it again, but never to a user whose grant was revoked', async () => {
    await connect(alice);
    expect((await snapshot(alice, '1HGCM82633A000002')).json().connected).toBe(true);
    const fetchedAt = async () =>
      (
        await t.ctx.db
          .select()
          .from(vehicleHistorySnapshots)
          .where(eq(vehicleHistorySnapshots.vin, '1HGCM82633A000002'))
      )[0]!.fetchedAt;
    const first = await fetchedAt();
    t.advance(1_000);
    // Cached: the same snapshot, not fetched again.
    expect((await snapshot(alice, '1HGCM82633A000002')).json().report.fourPillars.accident.hasAccidents).toBe(true);
    expect(await fetchedAt()).toEqual(first);

    await revokeAtProvider();
    // Still cached, but the provider no longer honours the grant: told to connect again, tokens gone.
    const answer = (await snapshot(alice, '1HGCM82633A000002')).json();
    expect(answer).toEqual({ connected: false, expiresAt: null, report: null, message: ERROR_MESSAGES.carfaxRefresh });
    expect(await connectionOf(aliceId)).toBeUndefined();
    expect(await fetchedAt()).toEqual(first);
  });

  it('clears the tokens and asks to reconnect when the refresh token was revoked', async () => {
    await connect(alice);
    await revokeAtProvider();
    const answer = (await snapshot(alice, '1HGCM82633A000003')).json();
    expect(answer).toEqual({ connected: false, expiresAt: null, report: null, message: ERROR_MESSAGES.carfaxRefresh });
    expect(await connectionOf(aliceId)).toBeUndefined();
    expect((await snapshot(alice, '1HGCM82633A000003')).json()).toMatchObject({ connected: false, message: null });
  });

  it('keeps the grants at the provider across a restart: a new app on the same database answers and refreshes', async () => {
    await connect(alice);
    const restarted = await createTwinApp(t, { SESSION_SECRET: SECRET, CARFAX_SANDBOX_ACCESS_TTL_SECONDS: '60' });
    try {
      const answer = (await snapshot(alice, '1HGCM82633A000006', restarted)).json();
      expect(answer.connected).toBe(true);
      expect(answer.report.snapshotKey).toMatch(/^[0-9a-f]{24}$/);
      const account = await restarted.app.inject({ method: 'GET', url: '/sandbox/carfax/account' });
      expect(account.body).toMatch(/Connected apps: [1-9]/);
      // The access token expires: the refresh token issued before the restart still works.
      const before = await connectionOf(aliceId);
      restarted.advance(10 * 60_000);
      const refreshed = (await snapshot(alice, '1HGCM82633A000008', restarted)).json();
      expect(refreshed.connected).toBe(true);
      expect((await connectionOf(aliceId))!.accessTokenSealed).not.toBe(before!.accessTokenSealed);
    } finally {
      await restarted.close();
    }
  });

  it('a server with another secret cannot open the tokens and treats the user as not connected', async () => {
    await connect(alice);
    const twin = await createTwinApp(t, { SESSION_SECRET: 'another-secret-of-at-least-32-characters' });
    try {
      const cookie = await twin.login((await newUser(twin.ctx.db, { dealerIds: [dealerId] })).email);
      expect(cookie).toBeTruthy();
      const answer = await call(twin, 'GET', '/api/carfax/snapshot/1HGCM82633A000005', alice);
      expect(answer.json()).toMatchObject({ connected: false });
    } finally {
      await twin.close();
    }
  });
});
