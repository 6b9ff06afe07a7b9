import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAppraisal, newDealer, newUser } from '../../../test/support/factories';
import { TEST_CUSTOMER, TEST_DEALER } from '../../../test/support/fixtures';
import { pdfText } from '../../../test/support/pdf-text';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { appraisals, outboxMessages } from '../../db/schema';

/**
 * Issue 15: every dealer setting does what its name says, read at the moment it matters. Each test
 * changes the setting the way a dealer admin does (PUT /dealer_settings/{id}) and then looks at
 * the effect a user or customer sees.
 */
let t: TestApp;
let dataDir: string;
let dealerId: number;
let admin: string;

const VPIC_DB_PATH = join(tmpdir(), 'dealer-admin-vpic', 'vpic.lite.db');
const ACCORD = '1HGCM82633A004352';

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'setting-effects-'));
  t = await createTestApp({ VPIC_DB_PATH, DATA_DIR: dataDir });
  dealerId = (await newDealer(t.ctx.db, TEST_DEALER)).id;
  // An admin who also appraises: starts records, makes offers and changes settings.
  admin = await t.login(
    (await newUser(t.ctx.db, { dealerIds: [dealerId], roles: ['DEALER_ADMIN', 'APPRAISER'] })).email,
  );
}, 60_000);
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie: admin, 'x-dealer-id': String(dealerId) } });
const setting = async (id: number, value: unknown) => {
  const res = await send('PUT', `/api/dealer_settings/${id}`, { value });
  expect(res.statusCode, res.body).toBe(200);
};
const start = async (extra: object = {}) => {
  const res = await send('POST', '/api/appraisals/start', {
    vin: ACCORD,
    trim: 'EX-V6',
    mileage: 84_000,
    typeCode: 'tradein',
    ...TEST_CUSTOMER,
    phone: TEST_CUSTOMER.phoneNumber,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id as number;
};
const record = async (id: number) => (await t.ctx.db.select().from(appraisals).where(eq(appraisals.id, id)))[0]!;
const outboxTo = (recipient: string) =>
  t.ctx.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, recipient))
    .orderBy(desc(outboxMessages.id));
/** Background jobs (valuations, vAuto) run after the answer: wait up to 20 s for their result. */
async function eventually(done: () => Promise<boolean>) {
  for (let i = 0; i < 200 && !(await done()); i++) await new Promise((r) => setTimeout(r, 100));
  expect(await done()).toBe(true);
}

describe('dealer settings at work', () => {
  it("40107: a new appraisal's worksheet starts with the dealer's pickup fee", async () => {
    await setting(40107, '375.50');
    const id = await start();
    expect((await record(id)).pickupFee).toBe(375.5);
    const detail = (await send('GET', `/api/appraisals/${id}`)).json();
    expect(detail.pickupFee).toBe(375.5);
    expect(detail.worksheetDefaults).toMatchObject({ pickupFee: 375.5 });
  });

  it('40108: the worksheet is told which provider to show first', async () => {
    const row = await newAppraisal(t.ctx.db, dealerId);
    await setting(40108, 'JDP');
    expect((await send('GET', `/api/appraisals/${row.id}`)).json().worksheetDefaults.valuationProvider).toBe('jdp');
    await setting(40108, 'MMR');
    expect((await send('GET', `/api/appraisals/${row.id}`)).json().worksheetDefaults.valuationProvider).toBe('mmr');
  });

  it('40117: the threshold moves a record in and out of the high-equity queue, the list warning and the worksheet colour', async () => {
    const row = await newAppraisal(t.ctx.db, dealerId, {
      area: 'buying',
      appraisalTypeId: 1,
      appraisalStatusId: null,
      deletedAt: null,
      auctionProjectedEquity: 4200,
    });
    const queued = async () =>
      ((await send('GET', '/api/high_equity_appraisals?range=[0,99]')).json().data as { id: number }[]).some(
        (r) => r.id === row.id,
      );
    const flagged = async (cookie = admin) => {
      const filter = encodeURIComponent(JSON.stringify({ appraisalTypeId: 1, filterId: -4 }));
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/appraisals?filter=${filter}&range=[0,99]`,
        headers: { cookie, 'x-dealer-id': String(dealerId) },
      });
      return (res.json() as { id: number; highEquity?: boolean }[]).find((r) => r.id === row.id)?.highEquity;
    };
    expect(await queued()).toBe(false);
    expect(await flagged()).toBe(false);
    await setting(40117, 4000);
    expect(await queued()).toBe(true);
    expect(await flagged()).toBe(true);
    const detail = (await send('GET', `/api/appraisals/${row.id}`)).json();
    expect(detail.worksheetDefaults.highEquityThreshold).toBe(4000);
    expect(detail.highEquity).toBe(true);
    // A role that may not read valuations is not told the equity's size by the flag either.
    const sales = await t.login((await newUser(t.ctx.db, { dealerIds: [dealerId], roles: ['SALES'] })).email);
    expect(await flagged(sales)).toBeUndefined();
    await setting(40117, '4500.00');
    expect(await queued()).toBe(false);
    expect(await flagged()).toBe(false);
  });

  it('40109 with 40111: a started appraisal is e-mailed to the CRM as an ADF lead through the outbox', async () => {
    await setting(40111, 'leads@crm.example.test');
    await setting(40109, false);
    const quiet = await start();
    expect((await record(quiet)).crmSentAt).toBeNull();
    await setting(40109, true);
    const id = await start();
    expect((await record(id)).crmSentAt).toBeInstanceOf(Date);
    const [lead] = await outboxTo('leads@crm.example.test');
    expect(lead!.body).toContain('<adf>');
    expect(lead!.body).toContain(`>${id}</id>`);
    expect(lead!.body).toContain('<vin>1HGCM82633A004352</vin>');
    await setting(40109, false);
  });

  it('40110 with 40112: a vAuto appraisal is created for each new appraisal, carrying the vAuto dealer id', async () => {
    await setting(40112, 'VA-7731');
    await setting(40110, true);
    const id = await start();
    await eventually(async () => (await record(id)).vautoUrl !== null);
    const page = await t.app.inject({ method: 'GET', url: new URL((await record(id)).vautoUrl!).pathname });
    expect(page.body).toContain('VA-7731');
    await setting(40110, false);
    const none = await start();
    await eventually(async () => (await record(none)).jdpVal !== null);
    expect((await record(none)).vautoUrl).toBeNull();
  });

  it("40115: JD Power's value is the value type the dealer chose", async () => {
    await setting(40115, 'Loan');
    const id = await start();
    await eventually(async () => (await record(id)).jdpVal !== null);
    const detail = (await send('GET', `/api/appraisals/${id}`)).json();
    const loan = detail.jdpValResult.data.rows.find((r: { label: string }) => r.label === 'Clean loan').value;
    expect(detail.jdpVal).toBe(loan);
    expect(detail.jdpValResult.selection).toMatchObject({ valueType: 'loan' });
    await setting(40115, 'Trade');
  });

  const offerable = () =>
    newAppraisal(t.ctx.db, dealerId, {
      appraisalTypeId: 1,
      appraisalStatusId: null,
      deletedAt: null,
      offerSentAt: null,
      ...TEST_CUSTOMER,
      email: `offer-${Math.random().toString(36).slice(2)}@example.test`,
      auctionValuation: 20_000,
      adjustedPayoffAmount: 12_000,
    });
  /** printPdf: the letter printed for the customer at the desk (nothing is sent); else the offer is sent. */
  const offer = (id: number, printPdf = false) =>
    send('POST', `/api/appraisals/${id}/offer`, { amount: 12_345, template: 0, type: 'auction', printPdf });

  it("40113: the offer letter prints the dealer's note", async () => {
    await setting(40113, 'Offer subject to a test drive at Lakeside.');
    const row = await offerable();
    const res = await offer(row.id, true);
    expect(res.statusCode, res.body).toBe(200);
    const pdf = await t.app.inject({ method: 'GET', url: res.json().pdfUrl });
    expect(await pdfText(pdf.rawPayload)).toContain('Offer subject to a test drive at Lakeside.');
  });

  it('40116: off, the customer gets no e-mail when an offer is made; on, they do', async () => {
    await setting(40116, false);
    const quiet = await offerable();
    expect((await offer(quiet.id)).statusCode).toBe(200);
    expect(await outboxTo(quiet.email!)).toEqual([]);
    await setting(40116, true);
    const told = await offerable();
    const res = await offer(told.id);
    expect(res.statusCode).toBe(200);
    expect(await outboxTo(told.email!)).toHaveLength(1);
  });
});
