import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAppraisal, newDealer, newUser } from '../../../test/support/factories';
import { dealerWithStaff, NO_OFFER_YET, TEST_CUSTOMER, TEST_VEHICLE } from '../../../test/support/fixtures';
import { pdfText } from '../../../test/support/pdf-text';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { activity, appraisalOffers, appraisals, notificationsLog, outboxMessages } from '../../db/schema';
import { runNotificationScan } from '../notifications/notification-scan';

/**
 * Issue 39 point 1: an offer holds on the dealer's terms (days and a mileage allowance), says so
 * everywhere the customer reads it, and nobody misses its end: the appraiser is told when it runs
 * out, the customer can ask for a new one, and the landing queue shows the offers about to end.
 */
let t: TestApp;
let dealerId: number;
let writer: string;
let writerId: number;
let admin: string;

const DAY = 86_400_000;
const open = { appraisalTypeId: 1, appraisalStatusId: null, deletedAt: null, ...NO_OFFER_YET, sellStrategyStatusId: 2 };
const exact = { template: 0, type: 'auction', amount: 12345, customerProfit: 0 };

beforeAll(async () => {
  t = await createTestApp();
  ({ dealerId, writer, writerId } = await dealerWithStaff(t));
  const adminUser = await newUser(t.ctx.db, { dealerIds: [dealerId], roles: ['DEALER_ADMIN'] });
  admin = await t.login(adminUser.email);
});
afterAll(() => t.close());

const as = (cookie: string, dealer = dealerId) => ({ cookie, 'x-dealer-id': String(dealer) });
const call = (method: 'GET' | 'PUT' | 'POST', url: string, cookie: string | null, payload?: object) =>
  t.app.inject({ method, url, payload, headers: cookie ? as(cookie) : {} });
const tradeIn = (email: string, values: Record<string, unknown> = {}) =>
  newAppraisal(t.ctx.db, dealerId, {
    ...open,
    ...TEST_VEHICLE,
    ...TEST_CUSTOMER,
    mileage: 41_200,
    email,
    phoneNumber: null,
    ...values,
  });
const mailsTo = (recipient: string) =>
  t.ctx.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient)).orderBy(asc(outboxMessages.id));
const tokenIn = (text: string) => /\/offer\/([\w.-]+)/.exec(text)?.[1] ?? '';
const offersOf = (id: number) =>
  t.ctx.db.select().from(appraisalOffers).where(eq(appraisalOffers.appraisalId, id)).orderBy(asc(appraisalOffers.id));
const told = async (userId: number, notification: string, appraisalId: number) =>
  (await t.ctx.db.select().from(notificationsLog).where(eq(notificationsLog.userId, userId))).filter(
    (n) => n.notification === notification && n.appraisalId === appraisalId,
  );

/** Makes the offer and answers the customer's link token read off the e-mail sent. */
async function sendOffer(email: string, body: object = exact, values: Record<string, unknown> = {}) {
  const row = await tradeIn(email, values);
  const res = await call('POST', `/api/appraisals/${row.id}/offer`, writer, body);
  expect(res.statusCode, res.body).toBe(200);
  const mails = await mailsTo(email);
  return { row, res, mail: mails.at(-1)!, token: tokenIn(mails.at(-1)!.body) };
}

describe("the dealer's offer terms (Defaults tab)", () => {
  it('start at a week and 250 miles; the dealer admin changes them; bad input is a 400 with field messages', async () => {
    const read = await call('GET', '/api/dealer_offer_terms', writer);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ validDays: 7, mileageAllowance: 250 });

    const bad = await call('PUT', '/api/dealer_offer_terms', admin, { validDays: 0, mileageAllowance: 'lots' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      validDays: 'Enter a whole number of days from 1 to 60.',
      mileageAllowance: 'Enter whole miles from 0 to 10,000.',
    });
    expect(
      (await call('PUT', '/api/dealer_offer_terms', writer, { validDays: 10, mileageAllowance: 500 })).statusCode,
    ).toBe(403);

    const saved = await call('PUT', '/api/dealer_offer_terms', admin, { validDays: 10, mileageAllowance: 500 });
    expect(saved.statusCode).toBe(200);
    expect((await call('GET', '/api/dealer_offer_terms', writer)).json()).toEqual({
      validDays: 10,
      mileageAllowance: 500,
    });
    // Another dealer keeps its own.
    const other = await newDealer(t.ctx.db);
    const outsider = await newUser(t.ctx.db, { dealerIds: [other.id], roles: ['DEALER_ADMIN'] });
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/dealer_offer_terms',
      headers: as(await t.login(outsider.email), other.id),
    });
    expect(theirs.json()).toEqual({ validDays: 7, mileageAllowance: 250 });
    await call('PUT', '/api/dealer_offer_terms', admin, { validDays: 7, mileageAllowance: 250 });
  });
});

describe('an offer states its terms', () => {
  it("takes the dealer's terms, and the page, the letter and the e-mail say until when and up to how many miles", async () => {
    const { row, res, mail, token } = await sendOffer('terms-default@example.test');
    const [recorded] = await offersOf(row.id);
    expect(recorded!.validDays).toBe(7);
    expect(recorded!.mileageAllowance).toBe(250);
    expect(recorded!.validUntil.getTime() - recorded!.sentAt.getTime()).toBe(7 * DAY);
    expect(res.json().offerValidUntil).toBe(recorded!.validUntil.toISOString());

    const sentence =
      /This offer is good until \d\d\/\d\d\/\d{4} and for up to 41,450 miles \(250 miles over the 41,200 miles declared\)\./;
    expect(mail.body).toMatch(sentence);
    const page = (await t.app.inject({ method: 'GET', url: `/api/offers/${token}` })).json();
    expect(page.status).toBe('open');
    expect(page.offer).toMatchObject({ mileageAllowance: 250, mileageLimit: 41_450, renewalRequestedAt: null });
    expect(page.offer.validUntil).toBe(recorded!.validUntil.toISOString());
    expect(page.offer.terms).toMatch(sentence);
    const letter = await t.app.inject({ method: 'GET', url: `/api/offers/${token}/letter` });
    // The letter wraps the sentence where the page is full.
    expect((await pdfText(letter.rawPayload)).replace(/\s+/g, ' ')).toMatch(sentence);
  });

  it('takes the terms the dialog gave for this offer, checked like the defaults', async () => {
    const row = await tradeIn('terms-bad@example.test');
    const bad = await call('POST', `/api/appraisals/${row.id}/offer`, writer, { ...exact, validDays: 61 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.validDays).toBe('Enter a whole number of days from 1 to 60.');

    const { row: given, token } = await sendOffer('terms-given@example.test', {
      ...exact,
      validDays: 14,
      mileageAllowance: 1000,
    });
    const [recorded] = await offersOf(given.id);
    expect(recorded!.validUntil.getTime() - recorded!.sentAt.getTime()).toBe(14 * DAY);
    const page = (await t.app.inject({ method: 'GET', url: `/api/offers/${token}` })).json();
    expect(page.offer).toMatchObject({ mileageAllowance: 1000, mileageLimit: 42_200 });
  });
});

describe('when an offer runs out', () => {
  it('the appraiser is told once; the customer asks for a new one once; Resend renews the validity', async () => {
    const { row, token } = await sendOffer('expiring@example.test', { ...exact, validDays: 1 });
    const pageUrl = `/api/offers/${token}`;
    // Still open: nothing to tell, nothing to renew.
    await runNotificationScan(t.ctx);
    expect(await told(writerId, 'offer_expired', row.id)).toEqual([]);
    const early = await t.app.inject({ method: 'POST', url: `${pageUrl}/renewal` });
    expect(early.statusCode).toBe(422);
    expect(early.json().error.message).toBe('This offer is still open: accept or decline it.');

    t.advance(DAY + 60_000);
    expect((await t.app.inject({ method: 'GET', url: pageUrl })).json().status).toBe('expired');
    await runNotificationScan(t.ctx);
    await runNotificationScan(t.ctx);
    const expired = await told(writerId, 'offer_expired', row.id);
    expect(expired).toHaveLength(1);
    expect(expired[0]!.message).toMatch(/Your offer of \$12,345\.00 on the .+ expired without an answer\./);

    const asked = await t.app.inject({ method: 'POST', url: `${pageUrl}/renewal` });
    expect(asked.statusCode).toBe(200);
    const again = await t.app.inject({ method: 'POST', url: `${pageUrl}/renewal` });
    expect(again.json()).toEqual(asked.json());
    expect((await t.app.inject({ method: 'GET', url: pageUrl })).json().offer.renewalRequestedAt).toBe(
      asked.json().renewalRequestedAt,
    );
    expect(await told(writerId, 'offer_renewal_requested', row.id)).toHaveLength(1);
    const rows = await t.ctx.db.select().from(activity).where(eq(activity.appraisalId, row.id));
    expect(rows.filter((a) => a.action === 'Customer asked for a new offer')).toHaveLength(1);
    // An expired offer cannot be accepted.
    const accept = await t.app.inject({
      method: 'POST',
      url: `/api/appraisals/${row.id}/respond/accept`,
      payload: { token },
    });
    expect(accept.statusCode).toBe(422);

    // Resend: a new offer, a new week; when it runs out too, the appraiser is told again.
    const resent = await call('POST', `/api/appraisals/${row.id}/offer`, writer, exact);
    expect(resent.statusCode).toBe(200);
    expect(new Date(resent.json().offerValidUntil).getTime()).toBeGreaterThan(t.ctx.now().getTime() + 6 * DAY);
    const newToken = tokenIn((await mailsTo('expiring@example.test')).at(-1)!.body);
    const renewed = (await t.app.inject({ method: 'GET', url: `/api/offers/${newToken}` })).json();
    expect(renewed).toMatchObject({ status: 'open', offer: { renewalRequestedAt: null } });
    t.advance(7 * DAY + 60_000);
    await runNotificationScan(t.ctx);
    expect(await told(writerId, 'offer_expired', row.id)).toHaveLength(2);
  });
});

describe('the "Offers expiring in 48 hours" queue', () => {
  it('lists the unanswered offers ending within 48 hours, the soonest first, with their count', async () => {
    const soon = (await sendOffer('queue-soon@example.test', { ...exact, validDays: 1 })).row;
    const sooner = await tradeIn('queue-sooner@example.test');
    // Ends in 30 minutes: sent almost a day ago with one day to hold.
    await call('POST', `/api/appraisals/${sooner.id}/offer`, writer, { ...exact, validDays: 1 });
    const later = (await sendOffer('queue-later@example.test', { ...exact, validDays: 3 })).row;
    const answered = (await sendOffer('queue-answered@example.test', { ...exact, validDays: 1 })).row;
    const answer = await call('POST', `/api/appraisals/${answered.id}/respond/accept`, writer);
    expect(answer.statusCode).toBe(200);
    await t.ctx.db
      .update(appraisals)
      .set({ offerValidUntil: new Date(t.ctx.now().getTime() + 30 * 60_000) })
      .where(eq(appraisals.id, sooner.id));

    const res = await call('GET', `/api/expiring_offer_appraisals?range=${encodeURIComponent('[0,9]')}`, writer);
    expect(res.statusCode).toBe(200);
    const ids = res.json().data.map((r: { id: number }) => r.id);
    expect(ids).toEqual([sooner.id, soon.id]);
    expect(res.json().count).toBe(2);
    expect(ids).not.toContain(later.id);
    expect(ids).not.toContain(answered.id);
  });
});
