import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAppraisal, newDealer, newUser } from '../../../test/support/factories';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

let t: TestApp;
let dataDir: string;
let dealerId: number;
let otherDealerId: number;
let admin: string;
let sales: string;
let otherAdmin: string;
let appraisalId: number;
let mmrResultId: number;
let mmrRaw: unknown;
const vehicle = {
  vin: '4T1B11HK5NU123456',
  year: 2022,
  make: 'Toyota',
  model: 'Camry',
  trim: 'SE',
  mileage: 40_000,
  appraisalStatusId: null,
  deletedAt: null,
};

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'valuation-results-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  dealerId = (await newDealer(t.ctx.db, { state: 'TX' })).id;
  otherDealerId = (await newDealer(t.ctx.db, { state: 'TX' })).id;
  admin = await t.login((await newUser(t.ctx.db, { dealerIds: [dealerId], roles: ['DEALER_ADMIN'] })).email);
  sales = await t.login((await newUser(t.ctx.db, { dealerIds: [dealerId], roles: ['SALES'] })).email);
  otherAdmin = await t.login((await newUser(t.ctx.db, { dealerIds: [otherDealerId], roles: ['DEALER_ADMIN'] })).email);
  appraisalId = (await newAppraisal(t.ctx.db, dealerId, vehicle)).id;
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/appraisals/${appraisalId}/rerun-mmr-valuation`,
    headers: { cookie: admin, 'x-dealer-id': String(dealerId) },
    payload: { range: 'Average', grade: '3.0' },
  });
  expect(res.statusCode).toBe(200);
  mmrResultId = res.json().mmrValResult.id;
  mmrRaw = res.json().mmrValResult.data.raw;
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const get = (url: string, cookie: string, dealer = dealerId) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers: { cookie, 'x-dealer-id': String(dealer) } });

describe('GET /appraisals/{id}/api-results/{provider}-{n} and /info', () => {
  it("answers the provider's raw answer and a summary to a role that reads valuations", async () => {
    const res = await get(`/appraisals/${appraisalId}/api-results/mmr-${mmrResultId}`, admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ id: `mmr-${mmrResultId}`, provider: 'mmr', externalId: null });
    // MMR's own protocol, as the sandbox sent it.
    expect(body.data.items[0].adjustedPricing.wholesale.average).toBeGreaterThan(0);
    expect(body.data).toEqual(mmrRaw);

    const info = await get(`/appraisals/${appraisalId}/api-results/mmr-${mmrResultId}/info`, admin);
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({
      id: `mmr-${mmrResultId}`,
      provider: 'mmr',
      source: 'provider',
      selection: { range: 'Average', grade: '3.0' },
      vehicle: '2022 Toyota Camry SE',
    });
    expect(info.json().value).toBe(
      body.data.items.find((i: { bestMatch: boolean }) => i.bestMatch).adjustedPricing.wholesale.average,
    );
  });

  it('refuses roles without allowReadVals (403) whether or not the result exists', async () => {
    for (const path of [`mmr-${mmrResultId}`, `mmr-${mmrResultId}/info`, 'jdp-2147483000', 'galves-1/info']) {
      const res = await get(`/appraisals/${appraisalId}/api-results/${path}`, sales);
      expect(res.statusCode, path).toBe(403);
      expect(res.body).not.toContain('adjustedPricing');
    }
  });

  it("is a 404 under another provider's name, another appraisal or another dealer", async () => {
    expect((await get(`/appraisals/${appraisalId}/api-results/jdp-${mmrResultId}`, admin)).statusCode).toBe(404);
    const other = await newAppraisal(t.ctx.db, dealerId, vehicle);
    expect((await get(`/appraisals/${other.id}/api-results/mmr-${mmrResultId}`, admin)).statusCode).toBe(404);
    const foreign = await get(`/appraisals/${appraisalId}/api-results/mmr-${mmrResultId}`, otherAdmin, otherDealerId);
    expect(foreign.statusCode).toBe(404);
  });

  it('refuses an id of neither kind with a 400', async () => {
    for (const bad of ['mmr-', 'carfax-1', 'mmr-1x', 'mmr-99999999999', '0', '-1']) {
      const res = await get(`/appraisals/${appraisalId}/api-results/${bad}`, admin);
      expect(res.statusCode, bad).toBe(400);
    }
  });

  it('answers no provider data for a manual value', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/appraisals/${appraisalId}/manual-valuation`,
      headers: { cookie: admin, 'x-dealer-id': String(dealerId) },
      payload: { provider: 'galves', amount: 12_000, note: 'Phone quote' },
    });
    const id = res.json().galvesValResult.id;
    const raw = await get(`/appraisals/${appraisalId}/api-results/galves-${id}`, admin);
    expect(raw.json().data).toBeNull();
    const info = await get(`/appraisals/${appraisalId}/api-results/galves-${id}/info`, admin);
    expect(info.json()).toMatchObject({ source: 'manual', note: 'Phone quote', value: 12_000 });
  });
});
