import { DEALER_SETTING } from '@dealer/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAppraisal, newDealer, newUser } from '../../../test/support/factories';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { appraisalUsers, campaigns } from '../../db/schema';
import { setDealerSetting } from '../settings/settings.service';

let t: TestApp;
let dealerId: number;
let admin: string;
let sales: string;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  dealerId = (await newDealer(t.ctx.db)).id;
  admin = await t.login((await newUser(t.ctx.db, { dealerIds: [dealerId], roles: ['DEALER_ADMIN'] })).email);
  sales = await t.login((await newUser(t.ctx.db, { dealerIds: [dealerId], roles: ['SALES'] })).email);
});
afterAll(() => t.close());

async function list(query: Record<string, unknown>, cookie = admin) {
  const qs = new URLSearchParams(
    Object.entries(query).map(([k, v]): [string, string] => [k, JSON.stringify(v)]),
  ).toString();
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/appraisals?${qs}`,
    headers: { cookie, 'x-dealer-id': String(dealerId) },
  });
  return {
    res,
    ids: res.statusCode === 200 ? (res.json() as { id: number }[]).map((r) => r.id) : [],
    total: Number(res.headers['x-total-count']),
  };
}

describe('GET /api/appraisals', () => {
  it('separates the buying center, lease, showroom and service areas, and keeps archived and rejected apart', async () => {
    const buying = await newAppraisal(t.ctx.db, dealerId, {
      area: 'buying',
      appraisalTypeId: 1,
      appraisalStatusId: null,
    });
    const lease = await newAppraisal(t.ctx.db, dealerId, {
      area: 'lease',
      appraisalTypeId: 2,
      appraisalStatusId: null,
    });
    const showroom = await newAppraisal(t.ctx.db, dealerId, {
      area: 'showroom',
      appraisalTypeId: 1,
      appraisalStatusId: null,
    });
    const service = await newAppraisal(t.ctx.db, dealerId, {
      area: 'service',
      appraisalTypeId: 1,
      appraisalStatusId: null,
    });
    const archived = await newAppraisal(t.ctx.db, dealerId, {
      area: 'buying',
      appraisalTypeId: 1,
      appraisalStatusId: null,
      deletedAt: new Date(),
    });
    const rejected = await newAppraisal(t.ctx.db, dealerId, {
      area: 'buying',
      appraisalTypeId: 1,
      appraisalStatusId: 3,
    });

    const buyingCenter = await list({ filter: { appraisalTypeId: 1 } });
    expect(buyingCenter.ids).toContain(buying.id);
    for (const other of [lease, showroom, service, archived, rejected])
      expect(buyingCenter.ids).not.toContain(other.id);
    expect((await list({ filter: { leases: true } })).ids).toEqual([lease.id]);
    expect((await list({ filter: { showroom: true } })).ids).toEqual([showroom.id]);
    expect((await list({ filter: { service: true } })).ids).toEqual([service.id]);
    expect((await list({ filter: { archived: true } })).ids).toEqual([archived.id]);
    expect((await list({ filter: { appraisalStatusId: 3 } })).ids).toEqual([rejected.id]);
  });

  it('filters by stage tab, date window, campaign-free text, duplicate VIN and originator', async () => {
    const d = (await newDealer(t.ctx.db)).id;
    const user = await newUser(t.ctx.db, { dealerIds: [d], roles: ['DEALER_ADMIN'] });
    const cookie = await t.login(user.email);
    const get = async (filter: object) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/appraisals?filter=${encodeURIComponent(JSON.stringify(filter))}`,
        headers: { cookie, 'x-dealer-id': String(d) },
      });
      return (res.json() as { id: number }[]).map((r) => r.id).sort();
    };
    const base = { area: 'buying' as const, appraisalTypeId: 1, appraisalStatusId: null };
    const offered = await newAppraisal(t.ctx.db, d, { ...base, stage: 'offered', originatorId: user.id });
    const old = await newAppraisal(t.ctx.db, d, {
      ...base,
      stage: 'assess',
      createdAt: new Date(Date.now() - 45 * DAY),
    });
    const named = await newAppraisal(t.ctx.db, d, {
      ...base,
      stage: 'assess',
      firstName: 'Zelda',
      lastName: 'Quixote',
      vin: '1HGCM82633A004352',
    });
    const dup = await newAppraisal(t.ctx.db, d, { ...base, stage: 'assess', vin: '1HGCM82633A004352' });
    expect(await get({ stage: 'offered' })).toEqual([offered.id]);
    expect(await get({ tab: 'offered' })).toEqual([offered.id]);
    expect(await get({ filterId: 30 })).not.toContain(old.id);
    expect(await get({ filterId: -4 })).toContain(old.id);
    expect(await get({ q: 'quix' })).toEqual([named.id]);
    expect(await get({ q: 'A00435' })).toEqual([dup.id, named.id].sort());
    expect(await get({ duplicateVin: '1hgcm82633a004352' })).toEqual([dup.id, named.id].sort());
    expect(await get({ originatorId: user.id })).toEqual([offered.id]);
    const rows = await t.app.inject({
      method: 'GET',
      url: `/api/appraisals?filter=${encodeURIComponent(JSON.stringify({ q: 'quix' }))}`,
      headers: { cookie, 'x-dealer-id': String(d) },
    });
    expect(rows.json()[0]).toMatchObject({ vinCount: 2, originator: null, users: [], offerSent: false });
  });

  it('rows carry their assigned users, originator, campaign, duplicate count and transfer dealer', async () => {
    const d = (await newDealer(t.ctx.db)).id;
    const partner = await newDealer(t.ctx.db, { name: 'Partner Motors' });
    const user = await newUser(t.ctx.db, { dealerIds: [d], roles: ['DEALER_ADMIN'] });
    const helper = await newUser(t.ctx.db, { dealerIds: [d] });
    const cookie = await t.login(user.email);
    const [campaign] = await t.ctx.db
      .insert(campaigns)
      .values({ dealerId: d, name: 'Spring Event', typeId: 1 })
      .returning();
    const row = await newAppraisal(t.ctx.db, d, {
      area: 'buying',
      appraisalTypeId: 1,
      appraisalStatusId: null,
      originatorId: user.id,
      campaignId: campaign!.id,
      trfDealerId: partner.id,
      vin: '4T1B11HK5KU000001',
    });
    await newAppraisal(t.ctx.db, d, { area: 'lease', appraisalTypeId: 2, vin: '4T1B11HK5KU000001' });
    await t.ctx.db.insert(appraisalUsers).values([
      { appraisalId: row.id, userId: user.id },
      { appraisalId: row.id, userId: helper.id },
    ]);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/appraisals',
      headers: { cookie, 'x-dealer-id': String(d) },
    });
    const listed = (res.json() as { id: number }[]).find((r) => r.id === row.id);
    expect(listed).toMatchObject({
      originator: { id: user.id, firstName: 'Test', lastName: 'User', initials: 'TU' },
      campaign: { id: campaign!.id, name: 'Spring Event', typeId: 1, removed: false },
      vinCount: 2,
      trfDealerName: 'Partner Motors',
    });
    expect((listed as unknown as { users: { id: number }[] }).users.map((u) => u.id).sort()).toEqual(
      [user.id, helper.id].sort(),
    );
  });

  it('sorts by every spec option, pages with range and reports the total in x-total-count', async () => {
    const d = (await newDealer(t.ctx.db)).id;
    const cookie = await t.login((await newUser(t.ctx.db, { dealerIds: [d], roles: ['DEALER_ADMIN'] })).email);
    for (const year of [2015, 2020, 2018])
      await newAppraisal(t.ctx.db, d, {
        area: 'buying',
        appraisalTypeId: 1,
        appraisalStatusId: null,
        year,
        make: `Make${year}`,
      });
    const get = (sort: [string, string], range: [number, number]) =>
      t.app.inject({
        method: 'GET',
        url: `/api/appraisals?sort=${encodeURIComponent(JSON.stringify(sort))}&range=${encodeURIComponent(JSON.stringify(range))}`,
        headers: { cookie, 'x-dealer-id': String(d) },
      });
    const byYear = await get(['year', 'DESC'], [0, 1]);
    expect(byYear.json().map((r: { year: number }) => r.year)).toEqual([2020, 2018]);
    expect(byYear.headers['x-total-count']).toBe('3');
    expect((await get(['year', 'DESC'], [2, 2])).json().map((r: { year: number }) => r.year)).toEqual([2015]);
    expect((await get(['make', 'ASC'], [0, 9])).json().map((r: { make: string }) => r.make)).toEqual([
      'Make2015',
      'Make2018',
      'Make2020',
    ]);
    const past = await get(['id', 'ASC'], [10, 19]);
    expect(past.statusCode).toBe(200);
    expect(past.json()).toEqual([]);
    expect(past.headers['x-total-count']).toBe('3');
    for (const field of [
      'id',
      'updatedAt',
      'runningStatus',
      'reconditioningCost',
      'expectedTotalProfit',
      'adjustedPayoffAmount',
      'inspectedMileage',
      'model',
    ]) {
      expect((await get([field, 'DESC'], [0, 9])).statusCode, field).toBe(200);
    }
  });

  it('answers 400 with a field message for a bad sort, range or filter, never a 500', async () => {
    for (const [query, field] of [
      [{ sort: ['vin', 'ASC'] }, 'sort'],
      [{ sort: ['id', 'SIDEWAYS'] }, 'sort'],
      [{ sort: 'id; drop table appraisals' }, 'sort'],
      [{ range: [5, 1] }, 'range'],
      [{ range: [-1, 4] }, 'range'],
      [{ range: [0, 5000] }, 'range'],
      [{ filter: { stage: 'nowhere' } }, 'filter.stage'],
      [{ filter: { hacker: 1 } }, 'filter'],
      [{ filter: { filterId: 12 } }, 'filter.filterId'],
    ] as const) {
      const { res } = await list(query as Record<string, unknown>);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      const fields = Object.keys(res.json().error.fields);
      expect(
        fields.some((f) => f.startsWith(field)),
        `${JSON.stringify(query)} -> ${fields}`,
      ).toBe(true);
    }
  });

  it('strips value fields on the server for roles that may not read valuations', async () => {
    await newAppraisal(t.ctx.db, dealerId, {
      area: 'buying',
      appraisalTypeId: 1,
      appraisalStatusId: null,
      mmrVal: 12_000,
    });
    const [forAdmin] = (await list({ filter: {} })).res.json();
    const [forSales] = (await list({ filter: {} }, sales)).res.json();
    expect(forAdmin.mmrVal).toBeTypeOf('number');
    for (const field of [
      'mmrVal',
      'jdpVal',
      'galvesVal',
      'blackbookVal',
      'auctionValuation',
      'expectedTotalProfit',
      'adjustedPayoffAmount',
      'reconditioningCost',
    ]) {
      expect(forSales, field).not.toHaveProperty(field);
    }
    expect(forSales.vin).toBe(forAdmin.vin);
    for (const field of ['carOfferProjectedEquity', 'retailTotalProfit', 'auctionProposal', 'pickupFee']) {
      expect(forSales, field).not.toHaveProperty(field);
    }
    const bySecret = await list({ sort: ['expectedTotalProfit', 'DESC'] }, sales);
    expect(bySecret.res.statusCode).toBe(400);
    expect(bySecret.res.json().error.fields.sort).toBe('Sorting by a value field needs permission to read valuations.');
    expect((await list({ sort: ['year', 'DESC'] }, sales)).res.statusCode).toBe(200);
  });

  it("never returns another dealer's records, and refuses a dealer the user does not belong to", async () => {
    const other = await newDealer(t.ctx.db);
    const theirs = await newAppraisal(t.ctx.db, other.id, {
      area: 'buying',
      appraisalTypeId: 1,
      appraisalStatusId: null,
      firstName: 'Elsewhere',
    });
    expect((await list({ filter: { q: 'elsewhere' } })).ids).not.toContain(theirs.id);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/appraisals',
      headers: { cookie: admin, 'x-dealer-id': String(other.id) },
    });
    expect(res.statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/appraisals', headers: { 'x-dealer-id': String(dealerId) } }))
        .statusCode,
    ).toBe(401);
  });
});

describe('queues and global search', () => {
  let d: number;
  let cookie: string;
  beforeAll(async () => {
    d = (await newDealer(t.ctx.db)).id;
    cookie = await t.login((await newUser(t.ctx.db, { dealerIds: [d], roles: ['ACQ_MANAGER'] })).email);
  });
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie, 'x-dealer-id': String(d) } });
  // Pinned so the generator's random stage, offer and equity cannot put a record in another queue.
  const open = {
    area: 'buying' as const,
    appraisalTypeId: 1,
    appraisalStatusId: null,
    deletedAt: null,
    stage: 'assess' as const,
    offerSentAt: null,
    offerAcceptedAt: null,
  };

  it('each queue lists what its rule says, in pages of 5 with the count', async () => {
    const noPayoff = await newAppraisal(t.ctx.db, d, {
      ...open,
      ownerStatusId: 2,
      adjustedPayoffAmount: null,
      auctionProjectedEquity: 0,
    });
    await newAppraisal(t.ctx.db, d, {
      ...open,
      ownerStatusId: 1,
      adjustedPayoffAmount: null,
      auctionProjectedEquity: 0,
    });
    const inspecting = await newAppraisal(t.ctx.db, d, {
      ...open,
      stage: 'inspect',
      ownerStatusId: 1,
      auctionProjectedEquity: 0,
    });
    const stale = await newAppraisal(t.ctx.db, d, {
      ...open,
      ownerStatusId: 1,
      offerSentAt: new Date(Date.now() - 3 * DAY),
      offerAcceptedAt: null,
      auctionProjectedEquity: 0,
    });
    await newAppraisal(t.ctx.db, d, {
      ...open,
      ownerStatusId: 1,
      offerSentAt: new Date(),
      offerAcceptedAt: null,
      auctionProjectedEquity: 0,
    });
    const rich = await newAppraisal(t.ctx.db, d, { ...open, ownerStatusId: 1, auctionProjectedEquity: 9000 });
    await newAppraisal(t.ctx.db, d, { ...open, ownerStatusId: 1, auctionProjectedEquity: 9000, appraisalStatusId: 3 });
    const ids = async (url: string) => {
      const body = (await get(url)).json();
      return { ids: body.data.map((r: { id: number }) => r.id), count: body.count };
    };
    expect(await ids('/api/missing_payoff_appraisals')).toEqual({ ids: [noPayoff.id], count: 1 });
    expect((await ids('/api/awaiting_inspection_appraisals')).ids).toEqual([inspecting.id]);
    expect((await ids('/api/resend_offer_appraisals')).ids).toEqual([stale.id]);
    expect((await ids('/api/high_equity_appraisals')).ids).toEqual([rich.id]);
    // The dealer's own threshold (setting 40117) replaces the default of 5000.
    const modest = await newAppraisal(t.ctx.db, d, { ...open, ownerStatusId: 1, auctionProjectedEquity: 3500 });
    await setDealerSetting(t.ctx.db, d, DEALER_SETTING.HIGH_EQUITY_THRESHOLD, '3000.00');
    expect((await ids('/api/high_equity_appraisals')).ids).toEqual([rich.id, modest.id]);
    await setDealerSetting(t.ctx.db, d, DEALER_SETTING.HIGH_EQUITY_THRESHOLD, '5000.00');
    for (let i = 0; i < 6; i++)
      await newAppraisal(t.ctx.db, d, { ...open, ownerStatusId: 3, adjustedPayoffAmount: null });
    const page = (await get('/api/missing_payoff_appraisals')).json();
    expect(page.data).toHaveLength(5);
    expect(page.count).toBe(7);
    expect((await get(`/api/missing_payoff_appraisals?range=${encodeURIComponent('[5,9]')}`)).json().data).toHaveLength(
      2,
    );
    expect((await get(`/api/missing_payoff_appraisals?range=${encodeURIComponent('[9,5]')}`)).statusCode).toBe(400);
  });

  it('global search finds a partial VIN and a customer name, 25 at a time, and needs more than 2 characters', async () => {
    const car = await newAppraisal(t.ctx.db, d, {
      ...open,
      vin: '5YJ3E1EA7JF000316',
      firstName: 'Ingrid',
      lastName: 'Bergstrom',
    });
    const hits = async (q: string) =>
      (await get(`/api/global_search?filter=${encodeURIComponent(JSON.stringify({ q }))}`)).json();
    expect((await hits('JF0003')).data.map((r: { id: number }) => r.id)).toEqual([car.id]);
    expect(await hits('bergst')).toMatchObject({
      count: 1,
      data: [{ id: car.id, firstName: 'Ingrid', vin: '5YJ3E1EA7JF000316' }],
    });
    expect(await hits('100%_')).toMatchObject({ count: 0, data: [] });
    const short = await get(`/api/global_search?filter=${encodeURIComponent(JSON.stringify({ q: 'ab' }))}`);
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields['filter.q']).toBe('Type more than 2 characters to search.');
  });
});
