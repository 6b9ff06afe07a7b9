import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, like } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newDealer, newUser } from '../../../test/support/factories';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import type { DbOrTx } from '../../db/client';
import { appraisals, campaigns, outboxMessages } from '../../db/schema';
import { makeVin, VEHICLE_PATTERNS } from '../../db/seed/vehicles';
import { waitForJob } from '../jobs';

let t: TestApp;
let dealerId: number;
let slug: string;
let campaignId: number;
let admin: string;
let sales: string;
let otherDealerAdmin: { cookie: string; dealerId: number };

const VPIC_DB_PATH = join(tmpdir(), 'dealer-admin-vpic', 'vpic.lite.db');
const ACCORD = '1HGCM82633A004352';
const TRUCK = '1M8GDM9AXKP042788';
const BAD_CHECK = '1HGCM82643A004352';

/** A campaign of the dealer (the campaigns module owns their editing; a row is all a list needs). */
async function newCampaign(db: DbOrTx, ofDealer: number, name: string) {
  const [row] = await db.insert(campaigns).values({ dealerId: ofDealer, name, typeId: 2 }).returning();
  return row!;
}

beforeAll(async () => {
  t = await createTestApp({ VPIC_DB_PATH, DATA_DIR: await mkdtemp(join(tmpdir(), 'mailing-test-')) });
  const dealer = await newDealer(t.ctx.db);
  dealerId = dealer.id;
  slug = dealer.slug;
  campaignId = (await newCampaign(t.ctx.db, dealerId, 'Spring trade-in event')).id;
  admin = await t.login((await newUser(t.ctx.db, { dealerIds: [dealerId], roles: ['DEALER_ADMIN'] })).email);
  sales = await t.login((await newUser(t.ctx.db, { dealerIds: [dealerId], roles: ['SALES_MANAGER'] })).email);
  const other = await newDealer(t.ctx.db);
  otherDealerAdmin = {
    dealerId: other.id,
    cookie: await t.login((await newUser(t.ctx.db, { dealerIds: [other.id], roles: ['DEALER_ADMIN'] })).email),
  };
}, 60_000);
afterAll(() => t.close());

const headers = (cookie = admin, dealer = dealerId) => ({ cookie, 'x-dealer-id': String(dealer) });
const upload = (name: string, bytes: Uint8Array, cookie = admin, id = campaignId) =>
  t.app.inject({
    method: 'POST',
    url: `/api/dealer_campaigns/${id}/documents`,
    headers: headers(cookie),
    payload: { name, size: bytes.length, content: Buffer.from(bytes).toString('base64') },
  });
const get = (url: string, cookie = admin, dealer = dealerId) =>
  t.app.inject({ method: 'GET', url, headers: headers(cookie, dealer) });
/** Sends the list and waits for its job: answers the send call's answer and the list's progress after. */
async function sendAll(uid: string) {
  const res = await get(`/api/dealer_campaigns/document/${uid}/sendEmail`);
  expect(res.statusCode, res.body).toBe(200);
  expect(await waitForJob(t.ctx.db, res.json().jobId, 30_000)).toBe(true);
  const lists = (await get(`/api/dealer_campaigns/${campaignId}/documents`)).json();
  const after = lists.documents.find((d: { uid: string }) => d.uid === uid);
  return { started: res.json(), progress: after?.send };
}
const mailsTo = (recipient: string) =>
  t.ctx.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient));

/** Rows 2-6: good, bad (check digit, e-mail, date), duplicate VIN of row 2, good lease, no VIN. */
const LIST_ROWS = [
  ['vin', 'email', 'first_name', 'last_name', 'mileage', 'finance_bank', 'maturity_date'],
  [ACCORD, 'ana@example.test', 'Ana', 'Lopez', '41,200', 'Ally', ''],
  [BAD_CHECK, 'not-an-email', 'Bo', 'Diaz', '', '', '2027-02-30'],
  [ACCORD, 'cy@example.test', 'Cy', 'Ng', '', '', ''],
  [TRUCK, 'dee@example.test', 'Dee', 'Park', '9000', 'Toyota Financial', '2027-01-31'],
  ['', 'eve@example.test', 'Eve', '', '', '', ''],
];
const VERDICTS = ['valid', 'invalid', 'duplicate', 'valid', 'invalid'];

function csvWithBom(rows: string[][]): Uint8Array {
  const quote = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
  return new TextEncoder().encode(`\uFEFF${rows.map((r) => r.map(quote).join(',')).join('\r\n')}\r\n`);
}

async function xlsx(rows: string[][]): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Customers');
  // Real spreadsheet cells: numbers as numbers, the maturity as an Excel date.
  for (const r of rows) {
    sheet.addRow(
      r.map((cell, i) => {
        if (rows[0]![i] === 'maturity_date' && /^\d{4}-\d{2}-\d{2}$/.test(cell) && cell !== '2027-02-30')
          return new Date(`${cell}T00:00:00Z`);
        return cell;
      }),
    );
  }
  sheet.getColumn(7).numFmt = 'yyyy-mm-dd';
  return new Uint8Array(await book.xlsx.writeBuffer());
}

describe('uploading and reading a mailing list', () => {
  for (const [label, name, bytes] of [
    ['a .csv with a BOM and CRLF', 'customers.csv', () => csvWithBom(LIST_ROWS)],
    ['an .xlsx made by exceljs', 'customers.xlsx', () => xlsx(LIST_ROWS)],
  ] as const) {
    it(`${label}: answers a uid, then every row with its verdict`, async () => {
      const res = await upload(name, await bytes());
      expect(res.statusCode, res.body).toBe(200);
      const { uid, rowCount } = res.json();
      expect(rowCount).toBe(5);
      const list = await get(`/api/dealer_campaigns/document/${uid}`);
      expect(list.statusCode, list.body).toBe(200);
      const body = list.json();
      expect(body.campaign).toEqual({ id: campaignId, name: 'Spring trade-in event' });
      expect(body.rows.map((r: { verdict: string }) => r.verdict)).toEqual(VERDICTS);
      expect(body.rows.map((r: { line: number }) => r.line)).toEqual([2, 3, 4, 5, 6]);
      expect(body.rows[1].errors).toEqual({
        vin: 'VIN is not valid (17 characters and a matching check digit).',
        email: 'Email is not a valid address.',
        maturity_date: 'There is no 2027-02-30 in the calendar.',
      });
      expect(body.rows[2].errors).toEqual({ vin: 'Same VIN as row 2.' });
      expect(body.rows[3].values).toMatchObject({ maturity_date: '2027-01-31', mileage: '9000' });
      expect(body.counts).toEqual({ valid: 2, invalid: 2, duplicate: 1, unsubscribed: 0 });
    });
  }

  it('refuses other files with a clear 400: not .csv/.xlsx, missing columns, bytes that lie', async () => {
    const pdf = await upload('list.pdf', new TextEncoder().encode('%PDF-1.4'));
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().error.fields.name).toBe('Upload a .csv or .xlsx file.');
    const columns = await upload(
      'list.csv',
      csvWithBom([
        ['VIN', 'E-mail'],
        [ACCORD, 'a@example.test'],
      ]),
    );
    expect(columns.statusCode).toBe(400);
    expect(columns.json().error.message).toBe(
      'The file must have the columns vin and email (names exactly as in the help table).',
    );
    const fake = await upload('list.xlsx', csvWithBom(LIST_ROWS));
    expect(fake.statusCode).toBe(400);
    expect(fake.json().error.message).toBe('The file could not be read as a .csv or .xlsx file.');
    const sizeLie = await t.app.inject({
      method: 'POST',
      url: `/api/dealer_campaigns/${campaignId}/documents`,
      headers: headers(),
      payload: { name: 'a.csv', size: 3, content: Buffer.from('vin,email\n').toString('base64') },
    });
    expect(sizeLie.statusCode).toBe(400);
  });

  it('is for dealer admins only, and another dealer never sees the campaign or the list', async () => {
    expect((await upload('customers.csv', csvWithBom(LIST_ROWS), sales)).statusCode).toBe(403);
    const { uid } = (await upload('customers.csv', csvWithBom(LIST_ROWS))).json();
    expect((await get(`/api/dealer_campaigns/document/${uid}`, sales)).statusCode).toBe(403);
    expect((await get(`/api/dealer_campaigns/document/${uid}/sendEmail`, sales)).statusCode).toBe(403);
    const foreign = otherDealerAdmin;
    expect((await get(`/api/dealer_campaigns/document/${uid}`, foreign.cookie, foreign.dealerId)).statusCode).toBe(404);
    expect(
      (await get(`/api/dealer_campaigns/${campaignId}/documents`, foreign.cookie, foreign.dealerId)).statusCode,
    ).toBe(404);
  });
});

describe('sending a mailing list', () => {
  it('queues exactly one e-mail per valid row, with a prefilled link that credits the campaign', async () => {
    const rows = LIST_ROWS.map((r, i) => (i === 0 ? r : r.map((c) => c.replace('@example.test', '@send.test'))));
    const { uid } = (await upload('send.csv', csvWithBom(rows))).json();
    const { started, progress } = await sendAll(uid);
    expect(started).toEqual({
      message: 'Sending 2 emails.',
      jobId: expect.any(Number),
      progress: { uid, campaignId, state: 'sending', total: 5, sent: 0, failed: 0, skipped: 0, left: 5 },
    });
    expect(progress).toEqual({ uid, campaignId, state: 'sent', total: 5, sent: 2, failed: 3, skipped: 0, left: 0 });
    const queued = await t.ctx.db.select().from(outboxMessages).where(like(outboxMessages.recipient, '%@send.test'));
    expect(queued.map((m) => m.recipient).sort()).toEqual(['ana@send.test', 'dee@send.test']);
    const [ana] = await mailsTo('ana@send.test');
    expect(ana!.subject).toContain('would like to make you an offer');
    expect(ana!.body).toContain('Hello Ana,');
    const [formLink, unsubscribeLink] = ana!.links;
    expect(formLink).toMatch(new RegExp(`^http://app\\.test/${slug}/sell\\?invite=[A-Za-z0-9_-]{22}$`));
    expect(ana!.html).toContain(formLink);
    expect(ana!.body).toContain(unsubscribeLink);
    // The lease row (a maturity date) opens the lease-return form.
    const [dee] = await mailsTo('dee@send.test');
    expect(dee!.links[0]).toContain(`/${slug}/return?invite=`);

    const token = new URL(formLink!).searchParams.get('invite')!;
    const invite = (await t.app.inject({ method: 'GET', url: `/api/public/invites/${token}` })).json();
    expect(invite.typeCode).toBe('tradein');
    expect(invite.prefill).toMatchObject({
      vin: ACCORD,
      email: 'ana@send.test',
      firstName: 'Ana',
      lastName: 'Lopez',
      mileage: 41200,
      financeBank: 'Ally',
      ownerStatusId: 2,
    });
    const submit = await t.app.inject({
      method: 'POST',
      url: `/api/public/dealers/${slug}/appraisals`,
      payload: { ...invite.prefill, trim: 'EX-V6', typeCode: 'tradein', invite: token },
    });
    expect(submit.statusCode, submit.body).toBe(200);
    const [appraisal] = await t.ctx.db.select().from(appraisals).where(eq(appraisals.id, submit.json().id));
    expect(appraisal).toMatchObject({ campaignId, email: 'ana@send.test', vin: ACCORD });

    // A list is sent once.
    expect((await get(`/api/dealer_campaigns/document/${uid}/sendEmail`)).statusCode).toBe(409);
    expect(await mailsTo('ana@send.test')).toHaveLength(1);
  }, 60_000);

  it('sends a list longer than one batch: still exactly one e-mail per row', async () => {
    const many = Array.from({ length: 250 }, (_, i) => {
      const p = VEHICLE_PATTERNS[i % VEHICLE_PATTERNS.length]!;
      return [makeVin(p, p.years[0], 50_000 + i), `c${i}@bulk.test`];
    });
    const { uid } = (await upload('bulk.csv', csvWithBom([['vin', 'email'], ...many]))).json();
    const { started, progress } = await sendAll(uid);
    expect(started.message).toBe('Sending 250 emails.');
    expect(progress).toMatchObject({ state: 'sent', sent: 250, failed: 0, left: 0 });
    const queued = await t.ctx.db.select().from(outboxMessages).where(like(outboxMessages.recipient, '%@bulk.test'));
    expect(new Set(queued.map((m) => m.recipient)).size).toBe(250);
    expect(queued).toHaveLength(250);
  }, 60_000);

  it('never mails an address that unsubscribed from the dealer again, and says so in the verdict', async () => {
    const first = (await upload('first.csv', csvWithBom([LIST_ROWS[0]!, [ACCORD, 'Quit@Unsub.test']]))).json();
    await sendAll(first.uid);
    const [mail] = await mailsTo('Quit@Unsub.test');
    const unsubscribeLink = new URL(mail!.links[1]!);
    expect(unsubscribeLink.pathname).toBe('/unsubscribe');
    expect(unsubscribeLink.search).not.toContain('unsub.test');
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/public/unsubscribe',
      payload: { token: unsubscribeLink.searchParams.get('token') },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ email: 'quit@unsub.test', dealer: { name: expect.any(String) } });
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/public/unsubscribe',
      payload: { token: 'v1.a.b.c' },
    });
    expect(forged.statusCode).toBe(404);
    // The list already sent still reads as it went: the row was sent before its address unsubscribed.
    const sentList = (await get(`/api/dealer_campaigns/document/${first.uid}`)).json();
    expect(sentList.rows.map((r: { verdict: string }) => r.verdict)).toEqual(['valid']);

    const again = (
      await upload('again.csv', csvWithBom([LIST_ROWS[0]!, [ACCORD, 'quit@unsub.test'], [TRUCK, 'stay@unsub.test']]))
    ).json();
    const list = (await get(`/api/dealer_campaigns/document/${again.uid}`)).json();
    expect(list.rows.map((r: { verdict: string }) => r.verdict)).toEqual(['unsubscribed', 'valid']);
    expect(list.rows[0].errors).toEqual({ email: 'This address unsubscribed from your e-mails.' });
    const { progress } = await sendAll(again.uid);
    expect(progress).toMatchObject({ state: 'sent', sent: 1, skipped: 1, failed: 0 });
    expect(await mailsTo('quit@unsub.test')).toHaveLength(0);
    expect(await mailsTo('Quit@Unsub.test')).toHaveLength(1);
    expect(await mailsTo('stay@unsub.test')).toHaveLength(1);
    // Another dealer may still write to the address: the choice was made for this dealer.
    const otherCampaign = await newCampaign(t.ctx.db, otherDealerAdmin.dealerId, 'Other event');
    const other = await t.app.inject({
      method: 'POST',
      url: `/api/dealer_campaigns/${otherCampaign.id}/documents`,
      headers: headers(otherDealerAdmin.cookie, otherDealerAdmin.dealerId),
      payload: (() => {
        const bytes = csvWithBom([LIST_ROWS[0]!, [ACCORD, 'quit@unsub.test']]);
        return { name: 'o.csv', size: bytes.length, content: Buffer.from(bytes).toString('base64') };
      })(),
    });
    const otherList = await get(
      `/api/dealer_campaigns/document/${other.json().uid}`,
      otherDealerAdmin.cookie,
      otherDealerAdmin.dealerId,
    );
    expect(otherList.json().rows[0].verdict).toBe('valid');
  });

  it('lists the campaign and its uploaded lists for the panel', async () => {
    const res = await get(`/api/dealer_campaigns/${campaignId}/documents`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.campaign).toEqual({ id: campaignId, name: 'Spring trade-in event' });
    expect(body.documents.length).toBeGreaterThan(0);
    const sent = body.documents.find((d: { name: string }) => d.name === 'send.csv');
    expect(sent).toMatchObject({ sentCount: 2, failedCount: 3, rowCount: 5 });
    const [own] = await t.ctx.db
      .select()
      .from(campaigns)
      .where(and(eq(campaigns.id, campaignId)));
    expect(own!.dealerId).toBe(dealerId);
  });
});
