import { COMPARABLE_ROWS_SHOWN } from '@dealer/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAppraisal, newAppraisals, newDealer, newUser } from '../../../test/support/factories';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import type { NewAppraisal } from '../../db/seed/appraisal-generator';

let t: TestApp;
let dealer: number;
let otherDealer: number;
let admin: string;
let subject: number;
const DAY = 86_400_000;
const ids: Record<string, number> = {};

let base: Date;
const daysAgo = (days: number) => new Date(base.getTime() - days * DAY);

/** A bought 2019 Honda Civic at 60,000 mi, bought 10 days ago: the subject's band, unless `values` say otherwise. */
async function bought(name: string, values: Partial<NewAppraisal> = {}, dealerId = dealer) {
  const row = await newAppraisal(t.ctx.db, dealerId, {
    area: 'buying',
    appraisalTypeId: 1,
    appraisalStatusId: 400,
    statusChangedAt: daysAgo(10),
    deletedAt: null,
    year: 2019,
    make: 'Honda',
    model: 'Civic',
    mileage: 60_000,
    inspectedMileage: null,
    actualCost: 11_000,
    ...values,
  });
  ids[name] = row.id;
  return row;
}

beforeAll(async () => {
  t = await createTestApp();
  base = t.ctx.now();
  dealer = (await newDealer(t.ctx.db)).id;
  otherDealer = (await newDealer(t.ctx.db)).id;
  admin = await t.login((await newUser(t.ctx.db, { dealerIds: [dealer], roles: ['DEALER_ADMIN'] })).email);
  // The record on the worksheet: an open 2019 Civic at 60,000 mi (band 2018-2020, 45,000-75,000 mi).
  subject = (
    await newAppraisal(t.ctx.db, dealer, {
      appraisalStatusId: null,
      deletedAt: null,
      year: 2019,
      make: 'Honda',
      model: 'Civic',
      mileage: 60_000,
      inspectedMileage: null,
    })
  ).id;
  // In the band.
  await bought('olderYear', { year: 2018, mileage: 50_000, actualCost: 10_000, statusChangedAt: daysAgo(5) });
  await bought('newerYear', {
    year: 2020,
    mileage: 20_000,
    inspectedMileage: 74_000,
    actualCost: 14_000,
    statusChangedAt: daysAgo(20),
    mmrVal: 14_500,
    jdpVal: 14_200,
    galvesVal: 13_900,
    blackbookVal: 14_100,
    expectedTotalProfit: 1_250.5,
    trim: 'EX',
  });
  await bought('lowEdge', { mileage: 45_000, actualCost: 12_000, statusChangedAt: daysAgo(300) });
  await bought('leaseReturn', { area: 'lease', appraisalTypeId: 2, actualCost: 13_000, statusChangedAt: daysAgo(30) });
  await bought('noCost', { actualCost: null, statusChangedAt: daysAgo(40) });
  // Out of the band, or not a purchase of this dealer's.
  await bought('yearBelow', { year: 2017 });
  await bought('yearAbove', { year: 2021 });
  await bought('milesAbove', { mileage: 75_001 });
  await bought('inspectedAbove', { mileage: 60_000, inspectedMileage: 80_000 });
  await bought('noOdometer', { mileage: null });
  await bought('tooOld', { statusChangedAt: daysAgo(370) });
  await bought('otherMake', { make: 'Toyota' });
  await bought('otherModel', { model: 'Accord' });
  await bought('archived', { deletedAt: daysAgo(1) });
  await bought('buying', { appraisalStatusId: 1 });
  await bought('open', { appraisalStatusId: null, statusChangedAt: null });
  await bought('otherDealers', { actualCost: 1 }, otherDealer);
});
afterAll(() => t.close());

const IN_BAND = ['olderYear', 'newerYear', 'leaseReturn', 'noCost', 'lowEdge'];

const comparables = (id: number, cookie = admin, dealerId = dealer) =>
  t.app.inject({
    method: 'GET',
    url: `/api/appraisals/${id}/comparable_purchases`,
    headers: { cookie, 'x-dealer-id': String(dealerId) },
  });

const comparableList = (id: number, cookie = admin, path = '/api/appraisals') =>
  t.app.inject({
    method: 'GET',
    url: `${path}?filter=${encodeURIComponent(JSON.stringify({ comparableTo: id }))}${path.endsWith('counts') ? '' : '&range=[0,99]'}`,
    headers: { cookie, 'x-dealer-id': String(dealer) },
  });

describe('GET /api/appraisals/{id}/comparable_purchases', () => {
  it("lists the dealer's purchases in the band, newest first, with the median actual cost", async () => {
    const res = await comparables(subject);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.band).toMatchObject({
      make: 'Honda',
      model: 'Civic',
      yearFrom: 2018,
      yearTo: 2020,
      mileageFrom: 45_000,
      mileageTo: 75_000,
    });
    expect(body.purchases.map((p: { id: number }) => p.id)).toEqual(IN_BAND.map((name) => ids[name]));
    // Costs 10,000, 14,000, 13,000 and 12,000 (the fifth has none): the mean of the middle two.
    expect(body).toMatchObject({ count: 5, costCount: 4, medianActualCost: 12_500 });
  });

  it('answers each purchase with its books, actual cost, expected profit, odometer and date bought', async () => {
    const { purchases } = (await comparables(subject)).json();
    const row = purchases.find((p: { id: number }) => p.id === ids.newerYear);
    expect(row).toEqual({
      id: ids.newerYear,
      year: 2020,
      make: 'Honda',
      model: 'Civic',
      trim: 'EX',
      odometer: 74_000,
      purchasedAt: daysAgo(20).toISOString(),
      mmrVal: 14_500,
      jdpVal: 14_200,
      galvesVal: 13_900,
      blackbookVal: 14_100,
      actualCost: 14_000,
      expectedTotalProfit: 1_250.5,
    });
    expect(Object.keys(row)).not.toContain('daysToSale');
  });

  it('never counts another dealer’s purchase, an archived one, or a record not bought', async () => {
    const { purchases } = (await comparables(subject)).json();
    const shown = purchases.map((p: { id: number }) => p.id);
    for (const name of ['otherDealers', 'archived', 'buying', 'open', 'tooOld', 'otherMake', 'otherModel'])
      expect(shown, name).not.toContain(ids[name]);
    for (const name of ['yearBelow', 'yearAbove', 'milesAbove', 'inspectedAbove', 'noOdometer'])
      expect(shown, name).not.toContain(ids[name]);
  });

  it('leaves the record itself out when it was bought too', async () => {
    const res = await comparables(ids.olderYear!);
    const shown = res.json().purchases.map((p: { id: number }) => p.id);
    expect(shown).not.toContain(ids.olderYear);
    // Its own band (2017-2019, 35,000-65,000 mi) takes in the 2017 Civic the subject's leaves out.
    expect(shown).toContain(ids.yearBelow);
  });

  it(`lists the ${COMPARABLE_ROWS_SHOWN} most recent and takes the count and median over all`, async () => {
    const f150 = { make: 'Ford', model: 'F-150', year: 2021, mileage: 30_000, inspectedMileage: null };
    const record = await newAppraisal(t.ctx.db, dealer, { ...f150, appraisalStatusId: null, deletedAt: null });
    const costs = Array.from({ length: 25 }, (_, i) => 20_000 + i * 100);
    await Promise.all(
      costs.map((actualCost, i) =>
        newAppraisals(t.ctx.db, dealer, 1, {
          ...f150,
          appraisalStatusId: 400,
          deletedAt: null,
          statusChangedAt: daysAgo(i + 1),
          actualCost,
        }),
      ),
    );
    const body = (await comparables(record.id)).json();
    expect(body.purchases).toHaveLength(COMPARABLE_ROWS_SHOWN);
    expect(body.purchases[0].actualCost).toBe(20_000);
    expect(body).toMatchObject({ count: 25, costCount: 25, medianActualCost: 21_200 });
  });

  it('has no band for a record without a model, and nothing in it', async () => {
    const bare = await newAppraisal(t.ctx.db, dealer, { model: null });
    expect((await comparables(bare.id)).json()).toEqual({
      band: null,
      count: 0,
      costCount: 0,
      medianActualCost: null,
      purchases: [],
    });
  });

  it('is refused to roles that may not read valuations, and another dealer’s record is not found', async () => {
    for (const role of ['SALES', 'SERVICE_MANAGER', 'RECEPTION'] as const) {
      const cookie = await t.login((await newUser(t.ctx.db, { dealerIds: [dealer], roles: [role] })).email);
      const res = await comparables(subject, cookie);
      expect(res.statusCode, role).toBe(403);
      expect(res.body).not.toContain('12500');
    }
    const theirs = await newAppraisal(t.ctx.db, otherDealer, { make: 'Honda', model: 'Civic', year: 2019 });
    expect((await comparables(theirs.id)).statusCode).toBe(404);
    expect((await comparables(2_147_483_000)).statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/appraisals/${subject}/comparable_purchases`,
      headers: { 'x-dealer-id': String(dealer) },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the list filtered to them (filter comparableTo)', () => {
  it('lists exactly the purchases the panel counts, in every area', async () => {
    const res = await comparableList(subject);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['x-total-count']).toBe('5');
    const listed = res.json().map((r: { id: number }) => r.id);
    expect([...listed].sort()).toEqual(IN_BAND.map((name) => ids[name]).sort());
  });

  it('counts them on the tab counts too, and refuses roles that may not read valuations', async () => {
    const counts = await comparableList(subject, admin, '/api/appraisals/counts');
    expect(counts.statusCode, counts.body).toBe(200);
    const total = Object.values(counts.json().counts as Record<string, number>).reduce((a, b) => a + b, 0);
    expect(total).toBe(5);
    const sales = await t.login((await newUser(t.ctx.db, { dealerIds: [dealer], roles: ['SALES'] })).email);
    expect((await comparableList(subject, sales)).statusCode).toBe(403);
    expect((await comparableList(subject, sales, '/api/appraisals/counts')).statusCode).toBe(403);
  });

  it("is not found for another dealer's record", async () => {
    const theirs = await newAppraisal(t.ctx.db, otherDealer, {});
    expect((await comparableList(theirs.id)).statusCode).toBe(404);
  });
});
