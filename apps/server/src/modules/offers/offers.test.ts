import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEALER_SETTING, formatCurrency } from '@dealer/domain';
import { asc, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAppraisal, newDealer, newUser } from '../../../test/support/factories';
import { dealerWithStaff, NO_OFFER_YET, TEST_CUSTOMER, TEST_VEHICLE } from '../../../test/support/fixtures';
import { pdfText } from '../../../test/support/pdf-text';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { activity, appraisalMessages, appraisalOffers, appraisals, outboxMessages, users } from '../../db/schema';
import { setDealerSetting } from '../settings/settings.service';
import { recordConsentChange } from '../sms/consent.repository';

let t: TestApp;
let dataDir: string;
let dealerId: number;
let writer: string;
let reader: string;
let writerId: number;

const open = {
  appraisalTypeId: 1,
  appraisalStatusId: null,
  deletedAt: null,
  ...NO_OFFER_YET,
  sellStrategyStatusId: 2,
};
const customer = TEST_CUSTOMER;
const vehicle = { ...TEST_VEHICLE, mileage: 41_250, inspectedMileage: null };
const worksheet = {
  profitObjective: 1000,
  pickupFee: 200,
  reconBodyCost: 900,
  reconMechCost: null,
  reconOtherCost: null,
  adjustedPayoffAmount: 12000,
  wholesalePack: 250,
  auctionFee: 350,
  auctionValuation: 20000,
  retailValuation: 23000,
  auctionProposal: null,
  retailProposal: null,
};
const exact = {
  template: 0,
  type: 'auction',
  amount: 12345,
  sendPdf: true,
  showCustomerEquity: true,
  customerProfit: 345,
};

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'offers-test-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  ({ dealerId, writer, writerId, reader } = await dealerWithStaff(t));
  await setDealerSetting(
    t.ctx.db,
    dealerId,
    DEALER_SETTING.OFFER_DISCLAIMER,
    'Subject to a final inspection.\nValid at this dealership only.',
  );
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const tradeIn = (values: Record<string, unknown> = {}) =>
  newAppraisal(t.ctx.db, dealerId, { ...open, ...vehicle, ...customer, ...worksheet, ...values });
const offer = (id: number, payload: unknown, opts: { cookie?: string | null; key?: string; dealer?: number } = {}) => {
  const cookie = opts.cookie === undefined ? writer : opts.cookie;
  return t.app.inject({
    method: 'POST',
    url: `/api/appraisals/${id}/offer`,
    headers: {
      ...(cookie ? { cookie, 'x-dealer-id': String(opts.dealer ?? dealerId) } : {}),
      ...(opts.key ? { 'idempotency-key': opts.key } : {}),
    },
    payload: payload as Record<string, unknown>,
  });
};
const respond = (id: number, x: string, payload?: unknown, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/appraisals/${id}/respond/${x}`,
    headers: cookie ? { cookie, 'x-dealer-id': String(dealerId) } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const record = async (id: number) => (await t.ctx.db.select().from(appraisals).where(eq(appraisals.id, id)))[0]!;
const actions = async (id: number) =>
  (await t.ctx.db.select().from(activity).where(eq(activity.appraisalId, id)).orderBy(asc(activity.id))).map((a) => ({
    action: a.action,
    details: a.details,
    userId: a.userId,
  }));
const userEmail = async (id: number) =>
  (await t.ctx.db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]?.email;
const outboxTo = async (recipient: string) =>
  t.ctx.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient)).orderBy(asc(outboxMessages.id));
const download = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return res.rawPayload;
};
/** The token of the offer page link in a message (what the customer clicks). */
const tokenIn = (text: string) => /http:\/\/app\.test\/offer\/([\w.-]+)/.exec(text)?.[1] ?? '';

describe('POST /appraisals/:id/offer', () => {
  it('exact: records the offer, stage offered, and e-mails (PDF attached) and texts the customer', async () => {
    const row = await tradeIn({ email: 'exact@example.test', phoneNumber: '5550100001' });
    const res = await offer(row.id, exact);
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    expect(detail).toMatchObject({
      id: row.id,
      stage: 'offered',
      offerAmount: 12345,
      offerSent: true,
      offeredBy: writerId,
    });
    expect(detail.pdfUrl).toMatch(/^\/api\/files\/[\w-]+\.[\w-]+$/);
    // Who offered, by name, for the worksheet's last-offer line.
    const [me] = await t.ctx.db.select().from(users).where(eq(users.id, writerId));
    expect(detail.offeredByName).toBe(`${me!.firstName} ${me!.lastName}`.trim());
    const saved = await record(row.id);
    expect(saved).toMatchObject({
      offerAmount: 12345,
      offerAmountMin: null,
      offerAmountMax: null,
      offerType: 'auction',
      offerTemplate: 0,
      offeredBy: writerId,
      stage: 'offered',
    });
    expect(saved.offerSentAt).toBeInstanceOf(Date);

    const text = await pdfText(await download(detail.pdfUrl));
    for (const s of ['Lakeside Motors', '900 Lake Rd, Chicago, IL 60601', '(312) 555-0100', 'Dear Maria Lopez,']) {
      expect(text).toContain(s);
    }
    expect(text).toContain('$12,345.00');
    expect(text).toContain('2020 Honda Accord Sport 1.5T');
    expect(text).toContain('VIN: 1HGCV1F34LA012345');
    expect(text).toContain('Mileage: 41,250 miles');
    expect(text).toContain('Loan payoff\n-$12,000.00\nYour equity\n$345.00');
    expect(text).toContain('Subject to a final inspection.');
    // The disclaimer's own line break starts a new line instead of printing as '?'.
    expect(text).toContain('Valid at this dealership only.');
    expect(text).not.toContain('inspection.?Valid');
    // The letter wraps the sentence where the page is full.
    expect(text.replace(/\s+/g, ' ')).toMatch(
      /This offer is good until \d\d\/\d\d\/\d{4} and for up to 41,500 miles \(250 miles over the 41,250 miles declared\)\./,
    );
    expect(text).toMatch(/http:\/\/app\.test\/offer\/[\w.-]+/);

    const [mail] = await outboxTo('exact@example.test');
    expect(mail).toMatchObject({ channel: 'email', subject: 'Your offer from Lakeside Motors' });
    expect(mail!.body).toContain('Our offer: $12,345.00');
    expect(mail!.body).toContain(`http://app.test/offer/${tokenIn(mail!.body)}`);
    expect(mail!.attachments).toHaveLength(1);
    expect(mail!.attachments[0]).toMatchObject({
      filename: 'offer-1HGCV1F34LA012345.pdf',
      contentType: 'application/pdf',
    });
    const attached = Buffer.from(mail!.attachments[0]!.content, 'base64');
    expect(await pdfText(attached)).toContain('$12,345.00');
    const [sms] = await outboxTo('5550100001');
    expect(sms).toMatchObject({ channel: 'sms' });
    expect(sms!.body).toContain(`http://app.test/offer/${tokenIn(mail!.body)}`);
    expect(sms!.body).not.toContain('/letter');

    const messages = await t.ctx.db.select().from(appraisalMessages).where(eq(appraisalMessages.appraisalId, row.id));
    expect(messages.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    expect(await actions(row.id)).toEqual([
      {
        action: 'Offer sent',
        details: 'Exact offer: $12,345.00 (auction); e-mailed to exact@example.test; texted to (555) 010-0001',
        userId: writerId,
      },
    ]);
  });

  it('ranged: offerAmount holds the low end, min and max are kept; no attachment without sendPdf; textPdf adds the letter link', async () => {
    const row = await tradeIn({ email: 'ranged@example.test', phoneNumber: '5550100002' });
    const res = await offer(row.id, { template: 1, type: 'retail', amountMin: 12000, amountMax: 13000, textPdf: true });
    expect(res.statusCode).toBe(200);
    expect(await record(row.id)).toMatchObject({
      offerAmount: 12000,
      offerAmountMin: 12000,
      offerAmountMax: 13000,
      offerType: 'retail',
      offerTemplate: 1,
      stage: 'offered',
    });
    const [mail] = await outboxTo('ranged@example.test');
    expect(mail!.body).toContain('Our offer: $12,000.00 - $13,000.00');
    expect(mail!.attachments).toEqual([]);
    const [sms] = await outboxTo('5550100002');
    expect(sms!.body).toMatch(/Offer letter: http:\/\/app\.test\/api\/offers\/[\w.-]+\/letter$/);
    const letter = /(\/api\/offers\/[\w.-]+\/letter)$/.exec(sms!.body)![1]!;
    expect(await pdfText(await download(letter))).toContain('$12,000.00 - $13,000.00');
  });

  it('no offer: amounts cleared, the letter asks the customer to bring the vehicle in', async () => {
    const row = await tradeIn({ email: null, phoneNumber: null, offerAmount: 999 });
    const res = await offer(row.id, { template: 2, type: 'auction' });
    expect(res.statusCode).toBe(200);
    expect(await record(row.id)).toMatchObject({
      offerAmount: null,
      offerAmountMin: null,
      offerAmountMax: null,
      offerTemplate: 2,
      stage: 'offered',
    });
    expect(await pdfText(await download(res.json().pdfUrl))).toContain('Bring your vehicle to the store for an offer');
    expect((await actions(row.id))[0]!.details).toBe(
      'No offer, Bring to store (auction); customer not notified: no e-mail or phone',
    );
  });

  it('print: records the offer, sends nothing, answers a pdfUrl that downloads the letter', async () => {
    const row = await tradeIn({ email: 'print@example.test', phoneNumber: '5550100003' });
    const res = await offer(row.id, { ...exact, printPdf: true });
    expect(res.statusCode).toBe(200);
    expect(await outboxTo('print@example.test')).toEqual([]);
    expect(await outboxTo('5550100003')).toEqual([]);
    const bytes = await download(res.json().pdfUrl);
    expect((await PDFDocument.load(bytes)).getTitle()).toBe('Vehicle Purchase Offer');
    expect(await actions(row.id)).toEqual([
      { action: 'Offer printed', details: 'Exact offer: $12,345.00 (auction)', userId: writerId },
    ]);
    expect((await record(row.id)).stage).toBe('offered');
  });

  it('the same Idempotency-Key twice sends one e-mail and records one offer; without it a resend is a new offer', async () => {
    const row = await tradeIn({ email: 'twice@example.test', phoneNumber: null });
    const first = await offer(row.id, exact, { key: 'b3f1c7a2-0d8e-4a51-9f7e-2c7d1e9a4b10' });
    const again = await offer(row.id, { ...exact, amount: 99999 }, { key: 'b3f1c7a2-0d8e-4a51-9f7e-2c7d1e9a4b10' });
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json().offerAmount).toBe(12345);
    expect(await pdfText(await download(again.json().pdfUrl))).toContain('$12,345.00');
    expect(await outboxTo('twice@example.test')).toHaveLength(1);
    expect((await actions(row.id)).map((a) => a.action)).toEqual(['Offer sent']);
    const resend = await offer(row.id, { ...exact, amount: 12500 });
    expect(resend.json().offerAmount).toBe(12500);
    expect(await outboxTo('twice@example.test')).toHaveLength(2);
    const offers = await t.ctx.db.select().from(appraisalOffers).where(eq(appraisalOffers.appraisalId, row.id));
    expect(offers).toHaveLength(2);
  });

  it('answers what became of each message: a text to a customer who answered STOP is not sent (issue 38 point 11)', async () => {
    const row = await tradeIn({ email: 'stopped@example.test', phoneNumber: '5125550387' });
    await recordConsentChange(t.ctx.db, {
      dealerId,
      phone: '+15125550387',
      change: 'stop',
      source: 'inbound STOP',
      at: new Date(),
    });
    const res = await offer(row.id, exact);
    expect(res.statusCode).toBe(200);
    expect(res.json().delivery).toEqual([
      { channel: 'email', to: 'stopped@example.test', status: 'queued' },
      { channel: 'sms', to: '5125550387', status: 'opted_out' },
    ]);
    expect((await actions(row.id)).at(-1)?.details).toBe(
      'Exact offer: $12,345.00 (auction); e-mailed to stopped@example.test; not texted to (512) 555-0387: the customer opted out of texts (answered STOP)',
    );
    // Printed: nobody is told anything.
    const printed = await offer(row.id, { ...exact, printPdf: true });
    expect(printed.json().delivery).toEqual([]);
  });

  it('does not e-mail the customer when the dealer turned "notify customer on offer" off', async () => {
    const other = (await newDealer(t.ctx.db, { name: 'Quiet Motors' })).id;
    const cookie = await t.login((await newUser(t.ctx.db, { dealerIds: [other], roles: ['DEALER_ADMIN'] })).email);
    await setDealerSetting(t.ctx.db, other, DEALER_SETTING.NOTIFY_CUSTOMER_ON_OFFER, 'false');
    const row = await newAppraisal(t.ctx.db, other, { ...open, ...customer, email: 'quiet@example.test' });
    const res = await offer(row.id, exact, { cookie, dealer: other });
    expect(res.statusCode).toBe(200);
    expect(await outboxTo('quiet@example.test')).toEqual([]);
    expect((await actions(row.id))[0]!.details).toContain('customer not notified (dealer setting)');
  });

  it('refuses bad input (400 with fields), no session (401), no write role (403), lease returns (422), other dealers (404)', async () => {
    const row = await tradeIn();
    const bad = await offer(row.id, { template: 1, type: 'auction', amountMin: 5000, amountMax: 4000 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({ amountMax: 'The highest offer must be at least the lowest.' });
    const noAmount = await offer(row.id, { template: 0, type: 'auction' });
    expect(noAmount.json().error.fields).toMatchObject({ amount: 'Enter an offer amount.' });
    expect((await offer(row.id, { template: 0, type: 'wholesale', amount: 1 })).statusCode).toBe(400);
    expect((await offer(row.id, exact, { cookie: null })).statusCode).toBe(401);
    expect((await offer(row.id, exact, { cookie: reader })).statusCode).toBe(403);
    const lease = await tradeIn({ appraisalTypeId: 2, area: 'lease' });
    const refused = await offer(lease.id, exact);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toBe('Offers are made on trade-ins. A lease return is bought or grounded.');
    const closed = await tradeIn({ appraisalStatusId: 3 });
    expect((await offer(closed.id, exact)).statusCode).toBe(422);
    const theirs = await newAppraisal(t.ctx.db, (await newDealer(t.ctx.db)).id, open);
    expect((await offer(theirs.id, exact)).statusCode).toBe(404);
    expect(await actions(row.id)).toEqual([]);
  });

  it('a writer who may not read values (service manager) is refused: the answer and its letter show the figures', async () => {
    const row = await tradeIn({ email: 'blind-writer@example.test' });
    const manager = await newUser(t.ctx.db, { dealerIds: [dealerId], roles: ['SERVICE_MANAGER'] });
    const res = await offer(row.id, exact, { cookie: await t.login(manager.email) });
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('pdfUrl');
    expect((await record(row.id)).offerSentAt).toBeNull();
    expect(await outboxTo('blind-writer@example.test')).toEqual([]);
  });
});

describe('the customer offer page', () => {
  async function sentOffer(email: string, values: Record<string, unknown> = {}) {
    const row = await tradeIn({ email, phoneNumber: null, ...values });
    expect((await offer(row.id, exact)).statusCode).toBe(200);
    const [mail] = await outboxTo(email);
    return { row, token: tokenIn(mail!.body) };
  }

  it('GET /offers/:token shows the offer and the plain breakdown, never the profit', async () => {
    const { row, token } = await sentOffer('page@example.test');
    const res = await t.app.inject({ method: 'GET', url: `/api/offers/${token}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      dealer: { name: 'Lakeside Motors', phoneNumber: '3125550100', city: 'Chicago', state: 'IL' },
      customer: { firstName: 'Maria' },
      vehicle: { year: 2020, make: 'Honda', model: 'Accord', trim: 'Sport 1.5T', vin: row.vin, mileage: 41_250 },
      offer: { template: 0, type: 'auction', amount: 12345, amountMin: null, amountMax: null },
      status: 'open',
    });
    expect(new Date(body.offer.validUntil).getTime() - new Date(body.offer.sentAt).getTime()).toBe(7 * 86_400_000);
    // Value - recon - transport - auction fee = the offer; the equity block (asked for) = offer - payoff.
    expect(body.breakdown).toEqual({
      lines: [
        { label: 'Appraised value', amount: 13795 },
        { label: 'Reconditioning', amount: -900 },
        { label: 'Transport fee', amount: -200 },
        { label: 'Auction fee', amount: -350 },
      ],
      offer: { label: 'Our offer', amount: 12345 },
      equity: { payoff: { label: 'Loan payoff', amount: -12000 }, equity: { label: 'Your equity', amount: 345 } },
    });
    expect(body.dealer).toMatchObject({ address: '900 Lake Rd, Chicago, IL 60601' });
    expect(res.body.toLowerCase()).not.toContain('profit');
    expect(res.body.toLowerCase()).not.toContain('objective');
    expect(res.body.toLowerCase()).not.toContain('pack');
    expect(res.body).not.toContain('maria@example');
    // The letter prints the page's very figures, each label beside its amount.
    const text = await pdfText(await download(body.letterUrl));
    const rows = [
      ...body.breakdown.lines,
      body.breakdown.offer,
      body.breakdown.equity.payoff,
      body.breakdown.equity.equity,
    ] as { label: string; amount: number }[];
    for (const row of rows) expect(text).toContain(`${row.label}\n${formatCurrency(row.amount)}`);
    expect(text).toContain('$13,795.00');
    expect(text).not.toMatch(/pack|profit/i);
  });

  it('without "show customer equity" neither the page nor the letter shows the payoff or equity', async () => {
    const row = await tradeIn({ email: 'noequity@example.test', phoneNumber: null });
    expect((await offer(row.id, { ...exact, showCustomerEquity: false })).statusCode).toBe(200);
    const [mail] = await outboxTo('noequity@example.test');
    const res = await t.app.inject({ method: 'GET', url: `/api/offers/${tokenIn(mail!.body)}` });
    const body = res.json();
    expect(body.breakdown.equity).toBeNull();
    expect(res.body).not.toMatch(/payoff|12000/i);
    const text = await pdfText(await download(body.letterUrl));
    expect(text).not.toMatch(/payoff|equity|\$12,000\.00/i);
    expect(text).toContain('Appraised value\n$13,795.00');
    expect(mail!.body).not.toMatch(/equity/i);
  });

  it('a ranged offer: both ends of every line, in the page and the letter', async () => {
    const row = await tradeIn({ email: 'range-page@example.test', phoneNumber: null });
    const ranged = { ...exact, template: 1, amount: undefined, amountMin: 12000, amountMax: 13000 };
    expect((await offer(row.id, ranged)).statusCode).toBe(200);
    const [mail] = await outboxTo('range-page@example.test');
    const body = (await t.app.inject({ method: 'GET', url: `/api/offers/${tokenIn(mail!.body)}` })).json();
    expect(body.breakdown.lines[0]).toEqual({ label: 'Appraised value', amount: 13450, amountMax: 14450 });
    expect(body.breakdown.equity.equity).toEqual({ label: 'Your equity', amount: 0, amountMax: 1000 });
    const text = await pdfText(await download(body.letterUrl));
    expect(text).toContain('Appraised value\n$13,450.00 - $14,450.00');
    expect(text).toContain('Your equity\n$0.00 - $1,000.00');
  });

  it('a forged, malformed or replaced link is 404', async () => {
    const { row, token } = await sentOffer('old@example.test');
    const [head, sig] = [token.slice(0, token.lastIndexOf('.')), token.slice(token.lastIndexOf('.') + 1)];
    const forged = `${head}.${sig.slice(1)}A`;
    for (const bad of [forged, 'nope', `${row.id}.x.y.z`]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/offers/${bad}` });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('This offer link is no longer valid.');
    }
    expect((await respond(row.id, 'accept', { token: forged })).statusCode).toBe(404);
    t.advance(1000);
    expect((await offer(row.id, { ...exact, amount: 13000 })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/offers/${token}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/offers/${token}/letter` })).statusCode).toBe(404);
    expect((await respond(row.id, 'accept', { token })).statusCode).toBe(404);
  });

  it('accept moves the stage to accepted and e-mails the assigned users and the one who offered; twice is 409', async () => {
    const assigned = await newUser(t.ctx.db, {
      dealerIds: [dealerId],
      roles: ['SALES_MANAGER'],
      email: 'assigned@example.test',
    });
    const { row, token } = await sentOffer('accept@example.test');
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/appraisals/${row.id}/users`,
      headers: { cookie: writer, 'x-dealer-id': String(dealerId) },
      payload: { userIds: [assigned.id] },
    });
    expect(put.statusCode).toBe(200);
    const other = await tradeIn();
    expect((await respond(other.id, 'accept', { token })).statusCode).toBe(404);

    const res = await respond(row.id, 'accept', { token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'accepted' });
    const saved = await record(row.id);
    expect(saved.stage).toBe('accepted');
    expect(saved.offerAcceptedAt).toBeInstanceOf(Date);
    expect((await actions(row.id)).at(-1)).toEqual({
      action: 'Offer accepted by customer',
      details: '$12,345.00',
      userId: null,
    });
    // The assigned user also heard of the assignment; the answer's notice is the one that names it.
    const notice = (await outboxTo('assigned@example.test')).find((m) => m.subject?.includes('accepted'));
    expect(notice!.subject).toBe('Maria Lopez accepted your offer on 2020 Honda Accord Sport 1.5T');
    expect(notice!.body).toMatch(new RegExp(`http://app\\.test/dealer-[\\w-]+/appraisals/${row.id}`));
    // The assigned user and the one who made the offer.
    const notices = await t.ctx.db.select().from(outboxMessages).where(eq(outboxMessages.subject, notice!.subject!));
    expect(notices.map((m) => m.recipient).sort()).toHaveLength(2);
    expect(notices.map((m) => m.recipient)).toContain((await userEmail(writerId))!);

    const twice = await respond(row.id, 'decline', { token });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe('This offer has already been answered.');
    expect((await t.app.inject({ method: 'GET', url: `/api/offers/${token}` })).json().status).toBe('accepted');
  });

  it('decline keeps the stage offered; an expired offer cannot be accepted', async () => {
    const { row, token } = await sentOffer('decline@example.test');
    const res = await respond(row.id, 'decline', { token });
    expect(res.json()).toEqual({ status: 'declined' });
    const saved = await record(row.id);
    expect(saved.stage).toBe('offered');
    expect(saved.offerDeclinedAt).toBeInstanceOf(Date);
    expect((await actions(row.id)).at(-1)!.action).toBe('Offer declined by customer');

    const late = await sentOffer('late@example.test');
    t.advance(8 * 86_400_000);
    expect((await t.app.inject({ method: 'GET', url: `/api/offers/${late.token}` })).json().status).toBe('expired');
    const expired = await respond(late.row.id, 'accept', { token: late.token });
    expect(expired.statusCode).toBe(422);
    expect(expired.json().error.message).toBe('This offer has expired.');
  });

  it('staff record an answer given by phone (write role), answering the detail', async () => {
    const { row } = await sentOffer('phone@example.test');
    const anon = await respond(row.id, 'accept');
    expect(anon.statusCode, anon.body).toBe(401);
    expect((await respond(row.id, 'accept', undefined, reader)).statusCode).toBe(403);
    const res = await respond(row.id, 'accept', undefined, writer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: row.id, stage: 'accepted' });
    expect((await actions(row.id)).at(-1)).toMatchObject({ action: 'Offer accepted by customer', userId: writerId });
    expect((await respond(row.id, 'decline', undefined, writer)).statusCode).toBe(409);
    const none = await tradeIn();
    expect((await respond(none.id, 'accept', undefined, writer)).statusCode).toBe(422);
    const theirs = await newAppraisal(t.ctx.db, (await newDealer(t.ctx.db)).id, open);
    expect((await respond(theirs.id, 'accept', undefined, writer)).statusCode).toBe(404);
  });
});
