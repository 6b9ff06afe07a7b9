import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAppraisal, newDealer, newUser } from '../../../test/support/factories';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { users } from '../../db/schema';
import type { NewAppraisal } from '../../db/seed/appraisal-generator';

let t: TestApp;
let dealer: number;
let admin: string;
let ann: number;
let bob: number;
const DAY = 86_400_000;

async function person(firstName: string, lastName: string) {
  const user = await newUser(t.ctx.db, { dealerIds: [dealer], roles: ['APPRAISER'] });
  await t.ctx.db.update(users).set({ firstName, lastName }).where(eq(users.id, user.id));
  return user.id;
}

/** A bought trade-in created yesterday; every figure the look-back reads is set. */
function rec(values: Partial<NewAppraisal>, dealerId = dealer) {
  return newAppraisal(t.ctx.db, dealerId, {
    area: 'buying',
    appraisalTypeId: 1,
    appraisalStatusId: 400,
    deletedAt: null,
    createdAt: new Date(t.ctx.now().getTime() - DAY),
    mmrVal: null,
    jdpVal: null,
    galvesVal: null,
    blackbookVal: null,
    offerAmount: null,
    offeredBy: null,
    actualCost: null,
    ...values,
  });
}

beforeAll(async () => {
  t = await createTestApp();
  dealer = (await newDealer(t.ctx.db)).id;
  admin = await t.login((await newUser(t.ctx.db, { dealerIds: [dealer], roles: ['DEALER_ADMIN'] })).email);
  ann = await person('Ann', 'Appraiser');
  bob = await person('Bob', 'Buyer');
  const honda = { make: 'Honda' };
  await rec({
    ...honda,
    actualCost: 10_000,
    mmrVal: 11_000,
    jdpVal: 9_000,
    blackbookVal: 10_500,
    offerAmount: 9_800,
    offeredBy: ann,
  });
  await rec({
    ...honda,
    actualCost: 20_000,
    mmrVal: 19_000,
    jdpVal: 21_000,
    galvesVal: 20_000,
    offerAmount: 20_400,
    offeredBy: ann,
  });
  await rec({
    make: 'Toyota',
    actualCost: 8_000,
    mmrVal: 8_400,
    galvesVal: 7_600,
    blackbookVal: 8_000,
    offerAmount: 7_200,
    offeredBy: bob,
  });
  // Left out: not bought (no actual cost), archived, before the window, another dealer's.
  await rec({ ...honda, mmrVal: 5_000, offerAmount: 4_000, offeredBy: ann });
  await rec({ ...honda, actualCost: 1_000, mmrVal: 90_000, deletedAt: new Date() });
  await rec({ ...honda, actualCost: 1_000, mmrVal: 90_000, createdAt: new Date(t.ctx.now().getTime() - 40 * DAY) });
  await rec({ ...honda, actualCost: 1_000, mmrVal: 90_000 }, (await newDealer(t.ctx.db)).id);
  // A bought lease return counts on the lease-returns look-back only.
  await rec({ area: 'lease', appraisalTypeId: 2, make: 'Kia', actualCost: 15_000, mmrVal: 15_300 });
});
afterAll(() => t.close());

const lookBack = (type: string, cookie = admin, days = 30) =>
  t.app.inject({
    method: 'GET',
    url: `/api/dashboards/${type}/accuracy?filter=${encodeURIComponent(JSON.stringify({ days }))}`,
    headers: { cookie, 'x-dealer-id': String(dealer) },
  });

describe('GET /api/dashboards/{type}/accuracy', () => {
  it('compares each book with the actual cost of the bought records in the window (hand-computed)', async () => {
    const res = await lookBack('trade-ins');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.records).toBe(3);
    expect(body.books).toEqual([
      // +1000, -1000, +400 over 10000, 20000, 8000: 10 %, 5 %, 5 %.
      { book: 'mmr', records: 3, meanDifference: 133.33, meanAbsolutePercent: 6.67 },
      { book: 'jdp', records: 2, meanDifference: 0, meanAbsolutePercent: 7.5 },
      { book: 'galves', records: 2, meanDifference: -200, meanAbsolutePercent: 2.5 },
      { book: 'blackbook', records: 2, meanDifference: 250, meanAbsolutePercent: 2.5 },
    ]);
  });

  it('per make, the makes with the most bought records first', async () => {
    const { makes } = (await lookBack('trade-ins')).json();
    expect(makes.map((m: { make: string }) => m.make)).toEqual(['Honda', 'Toyota']);
    expect(makes[0].books).toEqual([
      { book: 'mmr', records: 2, meanDifference: 0, meanAbsolutePercent: 7.5 },
      { book: 'jdp', records: 2, meanDifference: 0, meanAbsolutePercent: 7.5 },
      { book: 'galves', records: 1, meanDifference: 0, meanAbsolutePercent: 0 },
      { book: 'blackbook', records: 1, meanDifference: 500, meanAbsolutePercent: 5 },
    ]);
  });

  it('per appraiser: what they offered against the actual cost (negative runs low)', async () => {
    const { appraisers } = (await lookBack('trade-ins')).json();
    expect(appraisers).toEqual([
      { userId: ann, name: 'Ann Appraiser', records: 2, meanDifference: 100, meanAbsolutePercent: 2 },
      { userId: bob, name: 'Bob Buyer', records: 1, meanDifference: -800, meanAbsolutePercent: 10 },
    ]);
  });

  it('keeps the types apart, and answers zeros for a window without bought records', async () => {
    const lease = (await lookBack('lease-returns')).json();
    expect(lease.records).toBe(1);
    expect(lease.books).toEqual([{ book: 'mmr', records: 1, meanDifference: 300, meanAbsolutePercent: 2 }]);
    const week = await lookBack('trade-ins', admin, 7);
    expect(week.json()).toMatchObject({ days: 7, records: 3 });
    const emptyDealer = (await newDealer(t.ctx.db)).id;
    const other = await t.login((await newUser(t.ctx.db, { dealerIds: [emptyDealer], roles: ['DEALER_ADMIN'] })).email);
    const none = await t.app.inject({
      method: 'GET',
      url: '/api/dashboards/trade-ins/accuracy',
      headers: { cookie: other, 'x-dealer-id': String(emptyDealer) },
    });
    expect(none.json()).toMatchObject({ days: 30, records: 0, books: [], makes: [], appraisers: [] });
  });

  it('only for the dashboard roles, who may read valuations', async () => {
    const sales = await t.login((await newUser(t.ctx.db, { dealerIds: [dealer], roles: ['SALES'] })).email);
    expect((await lookBack('trade-ins', sales)).statusCode).toBe(403);
    const appraiser = await t.login((await newUser(t.ctx.db, { dealerIds: [dealer], roles: ['APPRAISER'] })).email);
    expect((await lookBack('trade-ins', appraiser)).statusCode).toBe(403);
  });
});
