import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEALER_SETTING } from '@dealer/domain';
import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAppraisal, newDealer, newUser } from '../../../test/support/factories';
import { dealerWithStaff, TEST_CUSTOMER, TEST_VEHICLE } from '../../../test/support/fixtures';
import { pdfText } from '../../../test/support/pdf-text';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { activity, appraisals, outboxMessages } from '../../db/schema';
import { at, parseXml, textAt } from '../../integrations/crm/xml-tree.testkit';
import { setDealerSetting } from '../settings/settings.service';

let t: TestApp;
let dataDir: string;
let dealerId: number;
let writer: string;
let reader: string;
const open = { appraisalTypeId: 1, appraisalStatusId: null, deletedAt: null, crmSentAt: null, vautoUrl: null };
const customer = {
  ...TEST_CUSTOMER,
  lastName: "O'Neil & Co",
  address1: '12 Elm Street',
  address2: null,
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
};
const vehicle = TEST_VEHICLE;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'integrations-test-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  ({ dealerId, writer, reader } = await dealerWithStaff(t));
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const post = (path: string, cookie: string | null = writer, dealer = dealerId) =>
  t.app.inject({
    method: 'POST',
    url: `/api/appraisals/${path}`,
    headers: cookie ? { cookie, 'x-dealer-id': String(dealer) } : {},
  });
const actions = async (id: number) =>
  (await t.ctx.db.select().from(activity).where(eq(activity.appraisalId, id))).map((a) => [a.action, a.details]);
const record = async (id: number) => (await t.ctx.db.select().from(appraisals).where(eq(appraisals.id, id)))[0]!;

describe('POST /appraisals/:id/odm-stmt', () => {
  it('answers a signed link to a real PDF with the VIN, the odometer reading and both parties', async () => {
    const row = await newAppraisal(t.ctx.db, dealerId, {
      ...open,
      ...vehicle,
      ...customer,
      mileage: 40_000,
      inspectedMileage: 45_123,
    });
    const res = await post(`${row.id}/odm-stmt`);
    expect(res.statusCode).toBe(200);
    const { url } = res.json();
    expect(url).toMatch(/^\/api\/files\/[\w-]+\.[\w-]+$/);
    const file = await t.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('odometer-statement-1HGCV1F34LA012345.pdf');
    const bytes = file.rawPayload;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getTitle()).toBe('Odometer Disclosure Statement');
    expect(doc.getPageCount()).toBe(1);
    const text = await pdfText(bytes);
    expect(text).toContain('ODOMETER DISCLOSURE STATEMENT');
    expect(text).toContain('1HGCV1F34LA012345');
    // The inspected mileage wins over the customer's.
    expect(text).toContain('45,123');
    expect(text).not.toContain('40,000');
    expect(text).toMatch(/to the\s+best of my knowledge that it reflects the actual mileage/);
    expect(text).toContain("Maria O'Neil & Co");
    expect(text).toContain('12 Elm Street, Springfield, IL 62701');
    expect(text).toContain('Lakeside Motors');
    expect(text).toContain('900 Lake Rd, Chicago, IL 60601');
    expect(text).toContain('Sport 1.5T');
    expect(await actions(row.id)).toEqual([['Odometer statement generated', '45,123 mi']]);
  });

  it('401 without a session, 404 for another dealer, 403 for a role that may not write', async () => {
    const row = await newAppraisal(t.ctx.db, dealerId, open);
    expect((await post(`${row.id}/odm-stmt`, null)).statusCode).toBe(401);
    expect((await post(`${row.id}/odm-stmt`, reader)).statusCode).toBe(403);
    const theirs = await newAppraisal(t.ctx.db, (await newDealer(t.ctx.db)).id, open);
    expect((await post(`${theirs.id}/odm-stmt`)).statusCode).toBe(404);
    expect(await actions(row.id)).toEqual([]);
  });
});

describe('POST /appraisals/:id/send-crm', () => {
  it('refuses while the dealer has no CRM address, then queues an ADF lead to it and records crmSentAt once', async () => {
    const row = await newAppraisal(t.ctx.db, dealerId, {
      ...open,
      ...vehicle,
      ...customer,
      mileage: 40_000,
      inspectedMileage: null,
    });
    const missing = await post(`${row.id}/send-crm`);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().error.message).toBe('Set the CRM lead e-mail in dealer settings first.');

    await setDealerSetting(t.ctx.db, dealerId, DEALER_SETTING.CRM_EMAIL, 'leads@crm.example.test');
    const res = await post(`${row.id}/send-crm`);
    expect(res.statusCode).toBe(200);
    const { crmSentAt } = res.json();
    expect(Date.parse(crmSentAt)).not.toBeNaN();
    expect((await record(row.id)).crmSentAt?.toISOString()).toBe(crmSentAt);
    expect(await actions(row.id)).toEqual([['Sent to CRM', 'leads@crm.example.test']]);

    const [mail, ...more] = await t.ctx.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.dealerId, dealerId), eq(outboxMessages.recipient, 'leads@crm.example.test')));
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ channel: 'email', subject: 'Lead: 2020 Honda Accord', status: 'pending' });
    const xml = parseXml(mail!.body);
    expect(xml.instructions).toContain('ADF VERSION "1.0"');
    const prospect = at(xml.root, 'prospect')[0]!;
    expect(at(prospect, 'vehicle')[0]!.attrs).toEqual({ interest: 'trade-in', status: 'used' });
    expect(textAt(prospect, 'vehicle/vin')).toBe('1HGCV1F34LA012345');
    expect(textAt(prospect, 'vehicle/year')).toBe('2020');
    expect(textAt(prospect, 'vehicle/trim')).toBe('Sport 1.5T');
    expect(textAt(prospect, 'vehicle/odometer')).toBe('40000');
    expect(at(prospect, 'customer/contact/name').map((n) => [n.attrs.part, n.text])).toEqual([
      ['first', 'Maria'],
      ['last', "O'Neil & Co"],
    ]);
    expect(textAt(prospect, 'customer/contact/email')).toBe('maria@example.test');
    expect(textAt(prospect, 'customer/contact/phone')).toBe('5550102000');
    expect(textAt(prospect, 'vendor/vendorname')).toBe('Lakeside Motors');
    expect(textAt(prospect, 'requestdate')).toBe(crmSentAt.replace(/\.\d{3}Z$/, '+00:00'));

    const again = await post(`${row.id}/send-crm`);
    expect(again.statusCode).toBe(422);
    expect(again.json().error.message).toBe('Already sent to CRM.');
  });

  it('401 without a session, 404 for another dealer, 403 for a role that may not write; nothing is queued', async () => {
    await setDealerSetting(t.ctx.db, dealerId, DEALER_SETTING.CRM_EMAIL, 'leads@crm.example.test');
    const row = await newAppraisal(t.ctx.db, dealerId, open);
    expect((await post(`${row.id}/send-crm`, null)).statusCode).toBe(401);
    expect((await post(`${row.id}/send-crm`, reader)).statusCode).toBe(403);
    const theirs = await newAppraisal(t.ctx.db, (await newDealer(t.ctx.db)).id, open);
    expect((await post(`${theirs.id}/send-crm`)).statusCode).toBe(404);
    expect((await record(row.id)).crmSentAt).toBeNull();
    expect(await actions(row.id)).toEqual([]);
  });
});

describe('POST /appraisals/:id/send-to-vauto', () => {
  it('creates the appraisal in the vAuto sandbox, stores its URL, and refuses a second one', async () => {
    const row = await newAppraisal(t.ctx.db, dealerId, {
      ...open,
      ...vehicle,
      ...customer,
      mileage: 40_000,
      inspectedMileage: 45_123,
    });
    const res = await post(`${row.id}/send-to-vauto`);
    expect(res.statusCode).toBe(200);
    const { vautoUrl } = res.json();
    expect(vautoUrl).toMatch(/^http:\/\/app\.test\/sandbox\/vauto\/appraisals\/[\w-]+\.[\w-]+$/);
    expect((await record(row.id)).vautoUrl).toBe(vautoUrl);
    expect(await actions(row.id)).toEqual([['vAuto appraisal created', vautoUrl]]);

    const page = await t.app.inject({ method: 'GET', url: new URL(vautoUrl).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('1HGCV1F34LA012345');
    expect(page.body).toContain('45,123 mi');
    expect(page.body).toContain("Maria O'Neil &amp; Co");

    const again = await post(`${row.id}/send-to-vauto`);
    expect(again.statusCode).toBe(422);
    expect(again.json().error.message).toBe('A vAuto appraisal already exists for this record.');
  });

  it('401 without a session, 404 for another dealer, 403 for a role that may not write', async () => {
    const row = await newAppraisal(t.ctx.db, dealerId, open);
    expect((await post(`${row.id}/send-to-vauto`, null)).statusCode).toBe(401);
    expect((await post(`${row.id}/send-to-vauto`, reader)).statusCode).toBe(403);
    const theirs = await newAppraisal(t.ctx.db, (await newDealer(t.ctx.db)).id, open);
    expect((await post(`${theirs.id}/send-to-vauto`)).statusCode).toBe(404);
    expect((await record(row.id)).vautoUrl).toBeNull();
  });
});

describe('the vAuto sandbox', () => {
  const appraisal = {
    vin: '1HGCV1F34LA012345',
    year: 2020,
    make: 'Honda',
    model: 'Accord',
    trim: null,
    mileage: 1000,
    customer: { firstName: 'A', lastName: 'B', email: null, phone: null },
    dealerRef: '7',
  };
  const create = (payload: object, key = 'sandbox-vauto-key') =>
    t.app.inject({
      method: 'POST',
      url: '/sandbox/vauto/appraisals',
      payload,
      headers: { authorization: `Bearer ${key}` },
    });

  it('needs the bearer key (401) and a valid body (400); the same appraisal gets the same id', async () => {
    expect((await create(appraisal, 'wrong')).statusCode).toBe(401);
    const bad = await create({ ...appraisal, vin: 'x', mileage: -1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { field: string }) => e.field)).toEqual(['vin', 'mileage']);
    const first = await create(appraisal);
    expect(first.statusCode).toBe(201);
    expect((await create(appraisal)).json()).toEqual(first.json());
    const { id } = first.json();
    const forged = `${id.split('.')[0]}.AAAAAAAAAAAAAAAAAAAAAA`;
    expect((await t.app.inject({ method: 'GET', url: `/sandbox/vauto/appraisals/${forged}` })).statusCode).toBe(404);
  });
});

describe('vAuto unreachable', () => {
  let down: TestApp;
  beforeAll(async () => {
    // Outside PUBLIC_URL the test fetch has no network: a provider that cannot be reached.
    down = await createTestApp({ DATA_DIR: dataDir, VAUTO_URL: 'http://vauto.invalid/api' });
  });
  afterAll(() => down.close());

  it('answers 502 PROVIDER_ERROR and stores nothing', async () => {
    const dealer = (await newDealer(down.ctx.db)).id;
    const cookie = await down.login(
      (await newUser(down.ctx.db, { dealerIds: [dealer], roles: ['DEALER_ADMIN'] })).email,
    );
    const row = await newAppraisal(down.ctx.db, dealer, open);
    const res = await down.app.inject({
      method: 'POST',
      url: `/api/appraisals/${row.id}/send-to-vauto`,
      headers: { cookie, 'x-dealer-id': String(dealer) },
    });
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toEqual({
      code: 'PROVIDER_ERROR',
      message: 'vAuto could not be reached. Please try again later.',
    });
    const [saved] = await down.ctx.db.select().from(appraisals).where(eq(appraisals.id, row.id));
    expect(saved?.vautoUrl).toBeNull();
  });
});
