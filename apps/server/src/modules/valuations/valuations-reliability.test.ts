import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { newAppraisal, newDealer, newUser } from '../../../test/support/factories';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { appraisals, valuationResults } from '../../db/schema';

let t: TestApp;
let dataDir: string;
let dealerId: number;
let admin: string;
let sales: string;
const vehicle = {
  vin: '4T1B11HK5NU123456',
  year: 2022,
  make: 'Toyota',
  model: 'Camry',
  trim: 'SE',
  mileage: 40_000,
  inspectedMileage: null,
  deletedAt: null,
  appraisalStatusId: null,
  auctionValuation: null,
  retailValuation: null,
  mmrVal: null,
  jdpVal: null,
  galvesVal: null,
  blackbookVal: null,
};

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'valuations-reliability-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  dealerId = (await newDealer(t.ctx.db, { name: 'Austin Motors', state: 'TX' })).id;
  admin = await t.login((await newUser(t.ctx.db, { dealerIds: [dealerId], roles: ['DEALER_ADMIN'] })).email);
  sales = await t.login((await newUser(t.ctx.db, { dealerIds: [dealerId], roles: ['SALES'] })).email);
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const headers = (cookie: string) => ({ cookie, 'x-dealer-id': String(dealerId) });
/** The sandbox's own switch: the provider answers its 503 over HTTP, our client is untouched. */
const outage = async (provider: string, mode: 'ok' | 'error') => {
  const res = await t.app.inject({ method: 'PUT', url: `/sandbox/${provider}/_sandbox/outage`, payload: { mode } });
  expect(res.statusCode).toBe(200);
};
afterEach(async () => {
  for (const p of ['mmr', 'jdp', 'galves', 'blackbook']) await outage(p, 'ok');
});

const rerun = (id: number, provider: string, body: object, query = '') =>
  t.app.inject({
    method: 'POST',
    url: `/api/appraisals/${id}/rerun-${provider}-valuation${query}`,
    headers: headers(admin),
    payload: body,
  });
const manual = (id: number, body: object, cookie = admin) =>
  t.app.inject({
    method: 'POST',
    url: `/api/appraisals/${id}/manual-valuation`,
    headers: headers(cookie),
    payload: body,
  });
const calls = async (provider: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/dealer_provider_calls', headers: headers(admin) });
  expect(res.statusCode).toBe(200);
  return (res.json().providers as { provider: string; calls: number }[]).find((p) => p.provider === provider)!.calls;
};
const results = (id: number, provider: 'mmr' | 'jdp' | 'galves' | 'blackbook') =>
  t.ctx.db
    .select()
    .from(valuationResults)
    .where(and(eq(valuationResults.appraisalId, id), eq(valuationResults.provider, provider)));

describe('a failing provider offers manual entry', () => {
  it('answers the spec alert, then takes a manual value that becomes mmrVal, marked manual', async () => {
    const a = await newAppraisal(t.ctx.db, dealerId, vehicle);
    await outage('mmr', 'error');
    const before = await calls('mmr');
    const failed = await rerun(a.id, 'mmr', { range: 'Average' });
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error).toMatchObject({
      code: 'PROVIDER_ERROR',
      message: 'There was an error with MMR. Please try again later.',
    });
    // The failed request left: the provider counts it.
    expect(await calls('mmr')).toBe(before + 1);
    expect(await results(a.id, 'mmr')).toHaveLength(0);

    const res = await manual(a.id, { provider: 'mmr', amount: '15,250', note: 'Auction sheet, lane 4' });
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    expect(detail.mmrVal).toBe(15_250);
    expect(detail.mmrValResult).toMatchObject({ source: 'manual', note: 'Auction sheet, lane 4' });
    expect(detail.mmrValResult.data).toMatchObject({ provider: 'mmr', value: 15_250, raw: null });
    // MMR is the default provider: the empty worksheet valuation takes the manual figure.
    const [row] = await t.ctx.db.select().from(appraisals).where(eq(appraisals.id, a.id));
    expect(row!.auctionValuation).toBe(15_250);
    const [stored] = await results(a.id, 'mmr');
    expect(stored).toMatchObject({ source: 'manual', value: 15_250 });
    // A manual value is not a provider call.
    expect(await calls('mmr')).toBe(before + 1);

    // The mark travels with the record (value data: readers only), in the detail and the list row.
    expect(detail.manualValuations).toEqual(['mmr']);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/appraisals?sort=${encodeURIComponent('["id","DESC"]')}&range=${encodeURIComponent('[0,9]')}`,
      headers: headers(admin),
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().find((r: { id: number }) => r.id === a.id)?.manualValuations).toEqual(['mmr']);
    const seen = await t.app.inject({ method: 'GET', url: `/api/appraisals/${a.id}`, headers: headers(sales) });
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).not.toHaveProperty('manualValuations');
    // The provider back: its answer replaces the manual value, and the mark goes.
    await outage('mmr', 'ok');
    const back = await rerun(a.id, 'mmr', { range: 'Average' });
    expect(back.json().manualValuations).toBeNull();
    expect(back.json().mmrValResult.source).toBe('provider');
  });

  it('is value data: roles without allowReadVals get a 403 and nothing is stored', async () => {
    const a = await newAppraisal(t.ctx.db, dealerId, vehicle);
    const res = await manual(a.id, { provider: 'mmr', amount: 15_000, note: 'Auction sheet' }, sales);
    expect(res.statusCode).toBe(403);
    expect(await results(a.id, 'mmr')).toHaveLength(0);
  });

  it('refuses a missing amount and note with field messages', async () => {
    const a = await newAppraisal(t.ctx.db, dealerId, vehicle);
    const res = await manual(a.id, { provider: 'mmr', amount: '', note: ' ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      amount: 'Enter the value.',
      note: 'Say where the value comes from.',
    });
  });
});

describe('a manual value keeps the selection it stands for', () => {
  const grade23Black = { trim: 'SE', range: 'Above', grade: '2.3', color: 'Black' };

  it("stores the rerun form's selection, so the next rerun starts from its grade and colour", async () => {
    const a = await newAppraisal(t.ctx.db, dealerId, vehicle);
    const res = await manual(a.id, { provider: 'mmr', amount: 15_000, note: 'Auction sheet', selection: grade23Black });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().mmrValResult).toMatchObject({ source: 'manual', selection: grade23Black });
  });

  it("without one, keeps the provider's last selection", async () => {
    const a = await newAppraisal(t.ctx.db, dealerId, vehicle);
    const ran = await rerun(a.id, 'mmr', grade23Black);
    expect(ran.statusCode, ran.body).toBe(200);
    const res = await manual(a.id, { provider: 'mmr', amount: 15_000, note: 'Auction sheet' });
    expect(res.json().mmrValResult).toMatchObject({ source: 'manual', selection: grade23Black });
  });

  it("refuses a selection the provider's rerun would refuse, by field", async () => {
    const a = await newAppraisal(t.ctx.db, dealerId, vehicle);
    const res = await manual(a.id, {
      provider: 'mmr',
      amount: 15_000,
      note: 'Auction sheet',
      selection: { grade: '7.5', color: 'Plaid' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      'selection.grade': 'Choose No grade or a grade from 1.0 to 5.0.',
      'selection.color': 'Choose a color from the list.',
    });
    expect(await results(a.id, 'mmr')).toHaveLength(0);
  });
});

describe('a rerun with the same selection within 24 hours', () => {
  it('answers the stored result without calling, unless forced or older than 24 hours', async () => {
    const a = await newAppraisal(t.ctx.db, dealerId, vehicle);
    const start = await calls('galves');
    const first = await rerun(a.id, 'galves', { range: 'trade' });
    expect(first.statusCode).toBe(200);
    const firstResult = first.json().galvesValResult;
    expect(await calls('galves')).toBe(start + 1);

    // Same selection: the stored answer, no call, no new row.
    const again = await rerun(a.id, 'galves', { range: 'trade', options: [] });
    expect(again.statusCode).toBe(200);
    expect(again.json().galvesValResult.id).toBe(firstResult.id);
    expect(await calls('galves')).toBe(start + 1);
    expect(await results(a.id, 'galves')).toHaveLength(1);

    // Another selection calls; going back reuses the first answer (with its own time) as the latest.
    const poor = await rerun(a.id, 'galves', { range: 'trade_poor' });
    expect(poor.json().galvesVal).not.toBe(firstResult.data.value);
    expect(await calls('galves')).toBe(start + 2);
    const back = await rerun(a.id, 'galves', { range: 'trade' });
    expect(back.json().galvesVal).toBe(firstResult.data.value);
    expect(back.json().galvesValResult.createdAt).toBe(firstResult.createdAt);
    expect(await calls('galves')).toBe(start + 2);

    // Forced: the provider is paid again.
    const forced = await rerun(a.id, 'galves', { range: 'trade' }, '?force=true');
    expect(forced.statusCode).toBe(200);
    expect(forced.json().galvesValResult.createdAt).not.toBe(firstResult.createdAt);
    expect(await calls('galves')).toBe(start + 3);

    // A day later the same selection calls again.
    t.advance(24 * 3_600_000 + 1_000);
    await rerun(a.id, 'galves', { range: 'trade' });
    expect(await calls('galves')).toBe(start + 4);
  });

  it('refuses a force flag that is not true or false', async () => {
    const a = await newAppraisal(t.ctx.db, dealerId, vehicle);
    const res = await rerun(a.id, 'galves', { range: 'trade' }, '?force=yes');
    expect(res.statusCode).toBe(400);
  });
});

describe('the circuit breaker', () => {
  it('opens after five failures in a minute, stops calling for a minute, then closes', async () => {
    const a = await newAppraisal(t.ctx.db, dealerId, vehicle);
    await outage('jdp', 'error');
    const start = await calls('jdp');
    for (let i = 0; i < 5; i++) {
      const res = await rerun(a.id, 'jdp', { range: 'clean' });
      expect(res.json().error.code).toBe('PROVIDER_ERROR');
    }
    expect(await calls('jdp')).toBe(start + 5);

    // Open: the provider is back, but no call leaves and the panel is told why.
    await outage('jdp', 'ok');
    const open = await rerun(a.id, 'jdp', { range: 'clean' });
    expect(open.statusCode).toBe(502);
    expect(open.json().error).toMatchObject({
      code: 'PROVIDER_CIRCUIT_OPEN',
      message:
        'JDP failed 5 times within a minute, so it is not called for a minute. Try again later or enter the value manually.',
    });
    expect(await calls('jdp')).toBe(start + 5);
    // Other providers are not affected.
    expect((await rerun(a.id, 'blackbook', { range: 'clean' })).statusCode).toBe(200);

    t.advance(59_000);
    expect((await rerun(a.id, 'jdp', { range: 'clean' })).json().error.code).toBe('PROVIDER_CIRCUIT_OPEN');
    t.advance(1_500);
    const closed = await rerun(a.id, 'jdp', { range: 'clean' });
    expect(closed.statusCode).toBe(200);
    expect(closed.json().jdpVal).toBeGreaterThan(0);
    expect(await calls('jdp')).toBe(start + 6);
  });

  it('does not open on failures spread over more than a minute', async () => {
    const a = await newAppraisal(t.ctx.db, dealerId, vehicle);
    await outage('blackbook', 'error');
    for (let i = 0; i < 6; i++) {
      const res = await rerun(a.id, 'blackbook', { range: 'rough' });
      expect(res.json().error.code).toBe('PROVIDER_ERROR');
      t.advance(15_000);
    }
  });
});

describe('GET /dealer_provider_calls', () => {
  it('lists every provider for this month, zeros included, for the dealer admin only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dealer_provider_calls', headers: headers(admin) });
    expect(res.statusCode).toBe(200);
    expect(res.json().month).toMatch(/^\d{4}-\d{2}$/);
    expect(res.json().providers.map((p: { provider: string }) => p.provider)).toEqual([
      'mmr',
      'jdp',
      'galves',
      'blackbook',
    ]);
    const refused = await t.app.inject({ method: 'GET', url: '/api/dealer_provider_calls', headers: headers(sales) });
    expect(refused.statusCode).toBe(403);
  });
});
