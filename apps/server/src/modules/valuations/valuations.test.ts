import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEALER_SETTING, type ValuationData } from '@dealer/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAppraisal, newDealer, newUser } from '../../../test/support/factories';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { activity, appraisals, valuationResults } from '../../db/schema';
import { setDealerSetting } from '../settings/settings.service';
import { runInitialValuations } from '.';

let t: TestApp;
let down: TestApp;
let dataDir: string;
let dealerId: number;
let downDealerId: number;
let otherDealerId: number;
let admin: string;
let sales: string;
let finance: string;
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
  dataDir = await mkdtemp(join(tmpdir(), 'valuations-test-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  dealerId = (await newDealer(t.ctx.db, { name: 'Austin Motors', state: 'TX' })).id;
  otherDealerId = (await newDealer(t.ctx.db, { name: 'Other Motors', state: 'NY' })).id;
  admin = await t.login((await newUser(t.ctx.db, { dealerIds: [dealerId], roles: ['DEALER_ADMIN'] })).email);
  sales = await t.login((await newUser(t.ctx.db, { dealerIds: [dealerId], roles: ['SALES'] })).email);
  // Finance managers read valuations without writing appraisals: a rerun is a write, refused.
  finance = await t.login((await newUser(t.ctx.db, { dealerIds: [dealerId], roles: ['FINANCE_MANAGER'] })).email);
  // The same server with MMR unreachable (its URL points at a host the test network refuses).
  down = await createTestApp({ DATA_DIR: dataDir, MMR_URL: 'http://mmr-down.test/api' });
  downDealerId = (await newDealer(down.ctx.db, { state: 'TX' })).id;
});
afterAll(async () => {
  await t?.close();
  await down?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const rerun = (app: TestApp, id: number, provider: string, body: object, cookie: string | null, dealer = dealerId) =>
  app.app.inject({
    method: 'POST',
    url: `/api/appraisals/${id}/rerun-${provider}-valuation`,
    headers: cookie ? { cookie, 'x-dealer-id': String(dealer) } : {},
    payload: body,
  });
const record = async (app: TestApp, id: number) =>
  (await app.ctx.db.select().from(appraisals).where(eq(appraisals.id, id)))[0]!;
const results = (app: TestApp, id: number, provider?: string) =>
  app.ctx.db
    .select()
    .from(valuationResults)
    .where(
      provider
        ? and(eq(valuationResults.appraisalId, id), eq(valuationResults.provider, provider as 'mmr'))
        : eq(valuationResults.appraisalId, id),
    );
const actions = async (app: TestApp, id: number) =>
  (await app.ctx.db.select().from(activity).where(eq(activity.appraisalId, id))).map((a) => [a.action, a.details]);
const mmrValue = async (id: number, grade: string) => {
  const res = await rerun(t, id, 'mmr', { range: 'Average', grade }, admin);
  expect(res.statusCode).toBe(200);
  return (res.json().mmrValResult.data as ValuationData).value!;
};

describe('POST /appraisals/{id}/rerun-{provider}-valuation', () => {
  it('MMR: stores the result, answers it in the detail, sets mmrVal and fills the default valuations', async () => {
    const a = await newAppraisal(t.ctx.db, dealerId, vehicle);
    const res = await rerun(t, a.id, 'mmr', { trim: 'XLE', range: 'Above', grade: '3.5', color: 'Silver' }, admin);
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    const result = detail.mmrValResult;
    expect(result.selection).toEqual({ trim: 'XLE', range: 'Above', grade: '3.5', color: 'Silver' });
    const data = result.data as ValuationData;
    expect(data).toMatchObject({ provider: 'mmr', vehicle: '2022 Toyota Camry XLE' });
    expect(data.trims).toEqual(['LE', 'SE', 'XLE', 'XSE']);
    expect(data.value).toBe(data.wholesale);
    expect(data.rows.find((r) => r.label === 'Wholesale above')?.value).toBe(data.value);
    expect(data.value).toBeGreaterThan(15_000);
    expect(data.value).toBeLessThan(35_000);
    expect(detail.mmrVal).toBe(data.value);
    // MMR is the dealer's default provider (setting 40108 defaults to MMR), and both were empty.
    const stored = await record(t, a.id);
    expect(stored.auctionValuation).toBe(data.wholesale);
    expect(stored.retailValuation).toBe(data.retail);
    expect(stored.auctionProjectedValuation).not.toBeNull();
    expect(await results(t, a.id, 'mmr')).toHaveLength(1);
    expect(await actions(t, a.id)).toContainEqual([
      'MMR valuation',
      `$${data.value!.toLocaleString('en-US')}.00 (Above, grade 3.5, Silver, XLE)`,
    ]);
  });

  it('JDP, Galves and Black Book: each stores its result and value; none overwrites the worksheet', async () => {
    const a = await newAppraisal(t.ctx.db, dealerId, { ...vehicle, auctionValuation: 12_345, retailValuation: 15_000 });
    const jdp = await rerun(t, a.id, 'jdp', { range: 'rough' }, admin);
    expect(jdp.statusCode).toBe(200);
    expect(jdp.json().jdpValResult.selection).toEqual({ range: 'rough' });
    const jdpData = jdp.json().jdpValResult.data as ValuationData;
    expect(jdpData.rows.find((r) => r.label === 'Rough trade-in')?.value).toBe(jdpData.value);
    expect(jdp.json().jdpVal).toBe(jdpData.value);

    const galves = await rerun(t, a.id, 'galves', {}, admin);
    expect(galves.statusCode).toBe(200);
    const galvesData = galves.json().galvesValResult.data as ValuationData;
    expect(galves.json().galvesValResult.selection).toEqual({ range: 'trade', options: [] });
    expect(galvesData.options?.map((o) => o.code)).toEqual(['SR', 'PANO', 'NAV', 'LTH', 'PSND', 'AWD']);
    expect(galvesData.options?.find((o) => o.code === 'SR')?.excludes).toEqual(['PANO']);
    const withRoof = await rerun(t, a.id, 'galves', { range: 'trade', options: ['SR', 'NAV'] }, admin);
    const roofData = withRoof.json().galvesValResult.data as ValuationData;
    const added = galvesData
      .options!.filter((o) => o.code === 'SR' || o.code === 'NAV')
      .reduce((s, o) => s + o.value, 0);
    expect(roofData.value).toBe(galvesData.value! + added);

    const bb = await rerun(t, a.id, 'blackbook', { range: 'avg' }, admin);
    expect(bb.statusCode).toBe(200);
    const bbData = bb.json().blackbookValResult.data as ValuationData;
    expect(bbData.rows.find((r) => r.label === 'Wholesale average')?.value).toBe(bbData.value);

    const stored = await record(t, a.id);
    expect([stored.jdpVal, stored.galvesVal, stored.blackbookVal]).toEqual([
      jdpData.value,
      roofData.value,
      bbData.value,
    ]);
    expect([stored.auctionValuation, stored.retailValuation]).toEqual([12_345, 15_000]);
    expect((await actions(t, a.id)).map(([action]) => action)).toEqual(
      expect.arrayContaining(['JDP valuation', 'Galves valuation', 'Black Book valuation']),
    );
  });

  it('fills the worksheet from the provider the dealer chose in setting 40108', async () => {
    const dealer = await newDealer(t.ctx.db, { state: 'CA' });
    await setDealerSetting(t.ctx.db, dealer.id, DEALER_SETTING.DEFAULT_VALUATION_PROVIDER, 'JDP');
    const cookie = await t.login((await newUser(t.ctx.db, { dealerIds: [dealer.id], roles: ['APPRAISER'] })).email);
    const a = await newAppraisal(t.ctx.db, dealer.id, vehicle);
    await rerun(t, a.id, 'mmr', {}, cookie, dealer.id);
    expect((await record(t, a.id)).auctionValuation).toBeNull();
    const res = await rerun(t, a.id, 'jdp', {}, cookie, dealer.id);
    const data = res.json().jdpValResult.data as ValuationData;
    expect(res.json().jdpValResult.selection).toEqual({ range: 'clean' });
    expect((await record(t, a.id)).auctionValuation).toBe(data.wholesale);
  });

  it('values a worse MMR grade lower', async () => {
    const a = await newAppraisal(t.ctx.db, dealerId, vehicle);
    const good = await mmrValue(a.id, '4.5');
    const poor = await mmrValue(a.id, '2.0');
    expect(poor).toBeLessThan(good);
    expect(await mmrValue(a.id, '4.5')).toBe(good);
    expect(await results(t, a.id, 'mmr')).toHaveLength(3);
  });

  it('refuses an invalid selection with field messages', async () => {
    const a = await newAppraisal(t.ctx.db, dealerId, vehicle);
    const mmr = await rerun(t, a.id, 'mmr', { range: 'Great', grade: '7.5', color: 'Plaid' }, admin);
    expect(mmr.statusCode).toBe(400);
    expect(mmr.json().error.fields).toEqual({
      range: 'Enter one of: Average, Above, Below',
      grade: 'Choose No grade or a grade from 1.0 to 5.0.',
      color: 'Choose a color from the list.',
    });
    const jdp = await rerun(t, a.id, 'jdp', { range: 'excellent' }, admin);
    expect(jdp.statusCode).toBe(400);
    expect(jdp.json().error.fields).toEqual({ range: 'Enter one of: average, clean, rough' });
    const galves = await rerun(t, a.id, 'galves', { range: 'trade', options: 'SR' }, admin);
    expect(galves.statusCode).toBe(400);
    expect(await results(t, a.id)).toHaveLength(0);
  });

  it('needs a session, allowReadVals, the dealer’s own record, and an open one', async () => {
    const a = await newAppraisal(t.ctx.db, dealerId, vehicle);
    expect((await rerun(t, a.id, 'mmr', {}, null)).statusCode).toBe(401);
    expect((await rerun(t, a.id, 'mmr', {}, sales)).statusCode).toBe(403);
    const theirs = await newAppraisal(t.ctx.db, otherDealerId, vehicle);
    expect((await rerun(t, theirs.id, 'mmr', {}, admin)).statusCode).toBe(404);
    const archived = await newAppraisal(t.ctx.db, dealerId, { ...vehicle, deletedAt: new Date() });
    const res = await rerun(t, archived.id, 'jdp', {}, admin);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe('This record is archived.');
    expect([...(await results(t, a.id)), ...(await results(t, theirs.id)), ...(await results(t, archived.id))]).toEqual(
      [],
    );
  });

  it('is a worksheet write: refused as the worksheet save is, and the worksheet stays as it was', async () => {
    const save = (id: number, cookie: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/appraisals/${id}/worksheet`,
        headers: { cookie, 'x-dealer-id': String(dealerId) },
        payload: { auctionValuation: 20_000 },
      });
    const rejected = await newAppraisal(t.ctx.db, dealerId, { ...vehicle, appraisalTypeId: 1, appraisalStatusId: 3 });
    const open = await newAppraisal(t.ctx.db, dealerId, vehicle);
    const before = await record(t, rejected.id);

    // Finance reads valuations but may not write appraisals: the same 403 as its worksheet save.
    for (const id of [rejected.id, open.id]) {
      const direct = await save(id, finance);
      expect(direct.statusCode).toBe(403);
      for (const provider of ['mmr', 'jdp', 'galves', 'blackbook']) {
        expect((await rerun(t, id, provider, {}, finance)).statusCode).toBe(direct.statusCode);
      }
    }
    // A writer on a rejected (closed) record: the same 422 and message as the worksheet save.
    const direct = await save(rejected.id, admin);
    expect(direct.statusCode).toBe(422);
    const res = await rerun(t, rejected.id, 'mmr', {}, admin);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe(direct.json().error.message);

    const after = await record(t, rejected.id);
    expect(after).toEqual(before);
    expect([after.auctionValuation, after.retailValuation, after.mmrVal]).toEqual([null, null, null]);
    expect(await results(t, rejected.id)).toEqual([]);
    expect(await actions(t, rejected.id)).toEqual([]);
    expect((await record(t, open.id)).auctionValuation).toBeNull();
    // Reopened, the same writer's rerun fills the worksheet.
    await t.ctx.db.update(appraisals).set({ appraisalStatusId: null }).where(eq(appraisals.id, rejected.id));
    expect((await rerun(t, rejected.id, 'mmr', {}, admin)).statusCode).toBe(200);
    expect((await record(t, rejected.id)).auctionValuation).not.toBeNull();
  });

  it('answers 502 with the spec’s alert when the provider fails, and stores nothing', async () => {
    const cookie = await down.login(
      (await newUser(down.ctx.db, { dealerIds: [downDealerId], roles: ['APPRAISER'] })).email,
    );
    const a = await newAppraisal(down.ctx.db, downDealerId, vehicle);
    const res = await rerun(down, a.id, 'mmr', { grade: '3.0' }, cookie, downDealerId);
    expect(res.statusCode).toBe(502);
    expect(res.json().error.message).toBe('There was an error with MMR. Please try again later.');
    expect(await results(down, a.id)).toHaveLength(0);
    expect((await record(down, a.id)).mmrVal).toBeNull();
    expect(await actions(down, a.id)).toEqual([]);

    // A VIN no guide knows is the provider's "not found": the same alert, in the provider's name.
    const unknown = await newAppraisal(t.ctx.db, dealerId, { ...vehicle, vin: 'ZZZB11HK5NU123456' });
    const jdp = await rerun(t, unknown.id, 'jdp', {}, admin);
    expect(jdp.statusCode).toBe(502);
    expect(jdp.json().error.message).toBe('There was an error with JDP. Please try again later.');
    expect(await results(t, unknown.id)).toHaveLength(0);
  });
});

describe('runInitialValuations', () => {
  it('values a new appraisal with all four providers at the default selections', async () => {
    await setDealerSetting(t.ctx.db, dealerId, DEALER_SETTING.MMR_RANGE, 'Below');
    await setDealerSetting(t.ctx.db, dealerId, DEALER_SETTING.MMR_DEFAULT_GRADE, '4');
    const a = await newAppraisal(t.ctx.db, dealerId, vehicle);
    const outcomes = await runInitialValuations(t.ctx, dealerId, a.id);
    expect(outcomes.map((o) => [o.provider, o.ok])).toEqual([
      ['mmr', true],
      ['jdp', true],
      ['galves', true],
      ['blackbook', true],
    ]);
    const stored = await record(t, a.id);
    expect([stored.mmrVal, stored.jdpVal, stored.galvesVal, stored.blackbookVal].every((v) => v !== null)).toBe(true);
    expect(stored.auctionValuation).toBe(stored.mmrVal);
    const [mmr] = await results(t, a.id, 'mmr');
    expect(mmr?.selection).toEqual({ trim: 'SE', range: 'Below', grade: '4.0', color: 'No color' });
    expect((await results(t, a.id, 'jdp'))[0]?.selection).toEqual({ range: 'clean' });
    await setDealerSetting(t.ctx.db, dealerId, DEALER_SETTING.MMR_RANGE, 'Average');
    await setDealerSetting(t.ctx.db, dealerId, DEALER_SETTING.MMR_DEFAULT_GRADE, '3');
  });

  it('survives a failing provider: logs it, skips it, runs the others', async () => {
    const a = await newAppraisal(down.ctx.db, downDealerId, vehicle);
    const warnings: object[] = [];
    const outcomes = await runInitialValuations(down.ctx, downDealerId, a.id, {
      log: { warn: (d) => warnings.push(d) },
    });
    expect(outcomes.map((o) => [o.provider, o.ok])).toEqual([
      ['mmr', false],
      ['jdp', true],
      ['galves', true],
      ['blackbook', true],
    ]);
    expect(warnings).toHaveLength(1);
    const stored = await record(down, a.id);
    expect(stored.mmrVal).toBeNull();
    expect(stored.jdpVal).not.toBeNull();
    expect((await results(down, a.id)).map((r) => r.provider).sort()).toEqual(['blackbook', 'galves', 'jdp']);
  });
});
