import { DASHBOARD_APP_TYPE, DASHBOARD_TYPES, dashboardWindowStart, type RoleName } from '@dealer/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAppraisal, newDealer, newUser } from '../../../test/support/factories';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { dealerGroups, dealers, linkedDealers } from '../../db/schema';
import type { NewAppraisal } from '../../db/seed/appraisal-generator';

let t: TestApp;
let a: number; // dealer A, group G
let b: number; // dealer B, group G, receives a transfer from A
let c: number; // dealer C, another group
let empty: number; // a dealer without records
let admin: string;
let now: Date;
const HOUR = 3_600_000;
/**
 * The test dealers keep the process's own time zone, so dashboardWindowStart (local midnight in
 * JavaScript) names each window's edge; 'dashboard windows in the dealer's time zone' below moves one.
 */
const LOCAL_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;
const DAY = 24 * HOUR;

const query = (params: Record<string, unknown>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, JSON.stringify(v)])).toString();

function get(url: string, cookie: string, dealer: number) {
  return t.app.inject({ method: 'GET', url, headers: { cookie, 'x-dealer-id': String(dealer) } });
}

/** Every field the counts read, set explicitly (the factory's random ones are overwritten). */
function rec(dealerId: number, values: Partial<NewAppraisal>) {
  return newAppraisal(t.ctx.db, dealerId, {
    area: 'buying',
    appraisalTypeId: 1,
    appraisalStatusId: null,
    deletedAt: null,
    createdAt: new Date(now.getTime() - DAY),
    inspectedAt: null,
    offerSentAt: null,
    offerAcceptedAt: null,
    expectedTotalProfit: null,
    ...values,
  });
}

beforeAll(async () => {
  t = await createTestApp();
  now = t.ctx.now();
  const [g] = await t.ctx.db.insert(dealerGroups).values({ name: 'G' }).returning();
  const [x] = await t.ctx.db.insert(dealerGroups).values({ name: 'X' }).returning();
  a = (await newDealer(t.ctx.db, { groupId: g!.id, name: 'A Motors', timeZone: LOCAL_ZONE })).id;
  b = (await newDealer(t.ctx.db, { groupId: g!.id, name: 'B Motors', timeZone: LOCAL_ZONE })).id;
  c = (await newDealer(t.ctx.db, { groupId: x!.id, name: 'C Motors', timeZone: LOCAL_ZONE })).id;
  empty = (await newDealer(t.ctx.db, { timeZone: LOCAL_ZONE })).id;
  await t.ctx.db.insert(linkedDealers).values({ dealerId: a, linkedDealerId: b });
  admin = await t.login((await newUser(t.ctx.db, { dealerIds: [a, empty], roles: ['DEALER_ADMIN'] })).email);

  const start30 = dashboardWindowStart(30, now);
  const sent = { inspectedAt: now, offerSentAt: now };
  const accepted = { ...sent, offerAcceptedAt: now };
  // Trade-ins at A.
  await rec(a, { createdAt: new Date(now.getTime() - 20 * DAY) }); // 1: submitted, outside 7 days
  await rec(a, { inspectedAt: now }); // 2
  await rec(a, sent); // 3
  await rec(a, { ...accepted, expectedTotalProfit: 1000 }); // 4
  await rec(a, { ...accepted, appraisalStatusId: 1, expectedTotalProfit: 3000 }); // 5: buying
  await rec(a, { ...accepted, appraisalStatusId: 400, expectedTotalProfit: 2000, createdAt: start30 }); // 6: bought, on the edge
  await rec(a, { area: 'service' }); // 11: a service trade-in is still a trade-in submission
  // Left out: before the window, archived, rejected, and (below) transferred away.
  await rec(a, { ...accepted, createdAt: new Date(start30.getTime() - 1), expectedTotalProfit: 9999 });
  await rec(a, { ...accepted, deletedAt: now, expectedTotalProfit: 9999 });
  await rec(a, { ...sent, appraisalStatusId: 3 });
  const moved = await rec(a, sent);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/appraisals/${moved.id}/transfer`,
    headers: { cookie: admin, 'x-dealer-id': String(a) },
    payload: { toDealerId: b },
  });
  expect(res.statusCode, res.body).toBe(200);
  // Lease returns at A.
  const lease = { area: 'lease', appraisalTypeId: 2 } as const;
  await rec(a, lease); // L1
  await rec(a, { ...lease, inspectedAt: now, appraisalStatusId: 1, expectedTotalProfit: 500 }); // L2 buying
  await rec(a, { ...lease, inspectedAt: now, appraisalStatusId: 200 }); // L3 grounded
  await rec(a, { ...lease, inspectedAt: now, appraisalStatusId: 2 }); // L4 grounding
  await rec(a, { ...lease, inspectedAt: now, appraisalStatusId: 3 }); // rejected: out
  // Another group's dealer.
  await rec(c, accepted);
});
afterAll(() => t.close());

async function dashboard(type: string, filter: Record<string, unknown> = {}, dealer = a, cookie = admin) {
  const res = await get(`/api/dashboards/${type}?${query({ filter })}`, cookie, dealer);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    tiles: { key: string; count: number; parentCount: number; ratio: string; percent: string; subType: string }[];
    expectedProfitTotal: number;
    expectedProfitAverage: number;
  };
}
const tilesOf = (d: Awaited<ReturnType<typeof dashboard>>) => d.tiles.map((x) => [x.key, x.ratio, x.percent]);

describe('GET /api/dashboards/{type}', () => {
  it('trade-ins over 30 days: the edge is in, a millisecond before it, archived, rejected and transferred are out', async () => {
    const d = await dashboard('trade-ins');
    expect(tilesOf(d)).toEqual([
      ['submitted', '7/7', '100.00%'],
      ['inspected', '5/7', '71.43%'],
      ['offersSent', '4/5', '80.00%'],
      ['offersAccepted', '3/4', '75.00%'],
      ['converted', '2/7', '28.57%'],
    ]);
    expect([d.expectedProfitTotal, d.expectedProfitAverage]).toEqual([6000, 2000]);
  });

  it('the default window is 30 days, and a shorter one counts less', async () => {
    expect(await dashboard('trade-ins')).toEqual(await dashboard('trade-ins', { days: 30 }));
    const d = await dashboard('trade-ins', { days: 7 });
    expect(tilesOf(d).map((x) => x[1])).toEqual(['5/5', '4/5', '3/4', '2/3', '1/5']);
    expect([d.expectedProfitTotal, d.expectedProfitAverage]).toEqual([4000, 2000]);
  });

  it('lease returns: buying and grounding of the inspected, profit of buying', async () => {
    const d = await dashboard('lease-returns');
    expect(tilesOf(d)).toEqual([
      ['submitted', '4/4', '100.00%'],
      ['inspected', '3/4', '75.00%'],
      ['buying', '1/3', '33.33%'],
      ['grounding', '2/3', '66.67%'],
      ['converted', '1/4', '25.00%'],
    ]);
    expect([d.expectedProfitTotal, d.expectedProfitAverage]).toEqual([500, 500]);
  });

  it('the receiver counts a transferred record from the day it arrived', async () => {
    const bAdmin = await t.login((await newUser(t.ctx.db, { dealerIds: [b], roles: ['DEALER_ADMIN'] })).email);
    const d = await dashboard('trade-ins', {}, b, bAdmin);
    expect(tilesOf(d).map((x) => x[1])).toEqual(['1/1', '1/1', '1/1', '0/1', '0/1']);
  });

  it("the trend spreads each tile's count over the days of the window, the edge on day 0", async () => {
    const res = await get(`/api/dashboards/trade-ins?${query({ filter: { days: 30 } })}`, admin, a);
    const d = res.json() as { tiles: { key: string; count: number }[]; trend: Record<string, number[]> };
    for (const tile of d.tiles) {
      expect(d.trend[tile.key]).toHaveLength(31);
      expect(
        d.trend[tile.key]!.reduce((x, y) => x + y, 0),
        tile.key,
      ).toBe(tile.count);
    }
    expect(d.trend.submitted![0]).toBe(1); // record 6, created at the window's first midnight
    expect(d.trend.converted![0]).toBe(1);
  });

  it("names the trend's day 0 (the window's first day at the dealer), so the chart's axis can date each point", async () => {
    const res = await get(`/api/dashboards/trade-ins?${query({ filter: { days: 30 } })}`, admin, a);
    const start = dashboardWindowStart(30, now);
    const pad = (n: number) => String(n).padStart(2, '0');
    const local = `${start.getFullYear()}-${pad(start.getMonth() + 1)}-${pad(start.getDate())}`;
    expect(res.json().startDay).toBe(local);
  });

  it('a zero total shows 0 everywhere', async () => {
    const d = await dashboard('trade-ins', { days: 365 }, empty);
    expect(tilesOf(d)).toEqual(d.tiles.map((x) => [x.key, '0/0', '0%']));
    expect([d.expectedProfitTotal, d.expectedProfitAverage]).toEqual([0, 0]);
  });

  it("every tile's count is its drill-down list's x-total-count for the same window", async () => {
    for (const type of DASHBOARD_TYPES) {
      for (const days of [7, 30, 365]) {
        const d = await dashboard(type, { days });
        for (const tile of d.tiles) {
          const filter = { statsAppType: DASHBOARD_APP_TYPE[type], statsSubType: tile.subType, days };
          const list = await get(`/api/appraisals?${query({ filter })}`, admin, a);
          expect(Number(list.headers['x-total-count']), `${type} ${tile.key} ${days}`).toBe(tile.count);
        }
      }
    }
  });

  it('refuses other roles, an unknown type and a window that is not offered', async () => {
    for (const [role, status] of [
      ['FINANCE_MANAGER', 200],
      ['SALES_MANAGER', 200],
      ['SALES', 403],
      ['APPRAISER', 403],
      ['GROUP_ADMIN', 403],
    ] as [RoleName, number][]) {
      const cookie = await t.login((await newUser(t.ctx.db, { dealerIds: [a], roles: [role] })).email);
      expect((await get('/api/dashboards/trade-ins', cookie, a)).statusCode, role).toBe(status);
    }
    expect((await get('/api/dashboards/showroom', admin, a)).statusCode).toBe(400);
    const bad = await get(`/api/dashboards/trade-ins?${query({ filter: { days: 14 } })}`, admin, a);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('days must be one of: 7, 30, 60, 90, 183, 365');
  });

  it("is read again after any change and when the dealer's day turns, never from what it remembered", async () => {
    const fresh = (await newDealer(t.ctx.db, { timeZone: LOCAL_ZONE })).id;
    const cookie = await t.login((await newUser(t.ctx.db, { dealerIds: [fresh], roles: ['DEALER_ADMIN'] })).email);
    // The tile, and its drill-down list's total (remembered too): both follow every step.
    const submitted = async (days = 30) => {
      const tile = (await dashboard('trade-ins', { days }, fresh, cookie)).tiles[0]!.count;
      const filter = { statsAppType: 'trade', days };
      const list = await get(`/api/appraisals?${query({ filter })}`, cookie, fresh);
      expect(Number(list.headers['x-total-count']), `drill-down over ${days} days`).toBe(tile);
      return tile;
    };
    expect(await submitted()).toBe(0);
    await rec(fresh, {});
    expect(await submitted()).toBe(1);
    await rec(fresh, { createdAt: new Date(dashboardWindowStart(7, now).getTime() + HOUR) });
    expect(await submitted(7)).toBe(2);
    t.advance(DAY);
    expect(await submitted(7)).toBe(1);
    t.advance(-DAY);
  });
});

describe('GET /api/dealer_stats', () => {
  let group: string;
  let pureGroup: string;
  beforeAll(async () => {
    // A group admin who is also the dealer admin of A (as the demo's group admin is of every dealer).
    group = await t.login((await newUser(t.ctx.db, { dealerIds: [a], roles: ['GROUP_ADMIN', 'DEALER_ADMIN'] })).email);
    pureGroup = await t.login((await newUser(t.ctx.db, { dealerIds: [a], roles: ['GROUP_ADMIN'] })).email);
  });
  const stats = async (filter: Record<string, unknown> = {}, cookie = group) => {
    const res = await get(`/api/dealer_stats?${query({ filter })}`, cookie, a);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Record<string, unknown>[];
  };

  it("one row per dealer of the caller's group and type with submissions; never another group's", async () => {
    const rows = await stats();
    expect(rows.map((r) => [r.id, r.appraisalTypeId])).toEqual([
      [a, 1],
      [a, 2],
      [b, 1],
    ]);
    expect(rows[0]).toEqual({
      id: a,
      name: 'A Motors',
      dealerSlug: expect.any(String),
      appraisalTypeId: 1,
      totalSubmitted: 7,
      totalInspected: 5,
      totalInspectedPct: 0.7143,
      totalOfferSent: 4,
      totalOfferSentPct: 0.8,
      totalOfferAccepted: 3,
      totalOfferAcceptedPct: 0.75,
      totalBuying: 2,
      totalGrounding: 0,
      totalConvertedPct: 0.2857,
      expectedProfitTotal: 6000,
      expectedProfitAverage: 2000,
    });
    expect(rows[1]).toMatchObject({
      totalSubmitted: 4,
      totalInspected: 3,
      totalBuying: 1,
      totalGrounding: 2,
      totalConvertedPct: 0.25,
      expectedProfitTotal: 500,
    });
  });

  it('agrees with the dashboard for the same dealer and window', async () => {
    const [row] = await stats({ days: 7, dealerIds: [a], appraisalTypeId: 1 });
    const d = await dashboard('trade-ins', { days: 7 });
    expect(row).toMatchObject({
      totalSubmitted: d.tiles[0]!.count,
      totalInspected: d.tiles[1]!.count,
      totalOfferSent: d.tiles[2]!.count,
      totalOfferAccepted: d.tiles[3]!.count,
      totalBuying: d.tiles[4]!.count,
      expectedProfitTotal: d.expectedProfitTotal,
    });
  });

  it('expected profit only for dealers where the caller may read valuations (allowReadVals)', async () => {
    const both = await stats();
    expect(both.find((r) => r.id === a && r.appraisalTypeId === 1)).toMatchObject({ expectedProfitTotal: 6000 });
    expect(both.find((r) => r.id === b)).toMatchObject({ expectedProfitTotal: null, expectedProfitAverage: null });
    const pure = await stats({}, pureGroup);
    expect(pure.map((r) => [r.id, r.totalSubmitted])).toEqual(both.map((r) => [r.id, r.totalSubmitted]));
    expect(pure.every((r) => r.expectedProfitTotal === null && r.expectedProfitAverage === null)).toBe(true);
  });

  it('dealerIds narrows within the group and ignores dealers outside it', async () => {
    expect((await stats({ dealerIds: [b] })).map((r) => r.id)).toEqual([b]);
    expect(await stats({ dealerIds: [c] })).toEqual([]);
  });

  it('names each dealer as it is named now, though its counts are remembered', async () => {
    const nameOfB = async () => (await stats({ dealerIds: [b] }))[0]?.name;
    expect(await nameOfB()).toBe('B Motors');
    await t.ctx.db.update(dealers).set({ name: 'B Motors West' }).where(eq(dealers.id, b));
    expect(await nameOfB()).toBe('B Motors West');
    await t.ctx.db.update(dealers).set({ name: 'B Motors' }).where(eq(dealers.id, b));
    expect(await nameOfB()).toBe('B Motors');
  });

  it('refuses anyone but a group admin', async () => {
    expect((await get('/api/dealer_stats', admin, a)).statusCode).toBe(403);
  });

  it("remembers each dealer's counts only while nothing changed: a change, a rebuild, a time zone, a new day", async () => {
    const submittedAtB = async () =>
      (await stats({ dealerIds: [b], appraisalTypeId: 1 }))[0]?.totalSubmitted as number | undefined;
    const before = await submittedAtB();
    expect(await submittedAtB()).toBe(before); // remembered

    // Straight in the database (another server, a script): the version trigger moves on.
    await rec(b, {});
    expect(await submittedAtB()).toBe(before! + 1);

    // A rollup corrupted behind the triggers' back is what stats:rebuild repairs: the repaired
    // figures are served at once, not the remembered ones.
    const corrupt = async () => {
      for (const table of ['appraisal_day_counts', 'appraisal_month_counts'])
        await t.ctx.db.execute(
          sql`update ${sql.identifier(table)} set submitted = submitted + 100 where dealer_id = ${b}`,
        );
      expect(await submittedAtB()).toBe(before! + 1); // nothing told the memo
      // A change that counts for nothing still moves the version on: the sum is read again.
      await t.ctx.db.execute(sql`update appraisals set updated_at = now() where dealer_id = ${b}`);
      expect(await submittedAtB()).toBe(before! + 101);
    };
    await corrupt();
    await t.ctx.db.execute(sql`select rebuild_appraisal_day_counts(${b}::int)`);
    expect(await submittedAtB()).toBe(before! + 1);
    await corrupt();
    await t.ctx.db.execute(sql`select rebuild_appraisal_day_counts()`);
    expect(await submittedAtB()).toBe(before! + 1);

    // A record made 6 days and 23 hours ago leaves the 7-day window when the dealer's day turns.
    await rec(b, { createdAt: new Date(dashboardWindowStart(7, now).getTime() + HOUR) });
    const week = async () =>
      (await stats({ days: 7, dealerIds: [b], appraisalTypeId: 1 }))[0]?.totalSubmitted as number;
    const inWeek = await week();
    t.advance(DAY);
    expect(await week()).toBe(inWeek! - 1);
    t.advance(-DAY);
    expect(await week()).toBe(inWeek);
  });
});
