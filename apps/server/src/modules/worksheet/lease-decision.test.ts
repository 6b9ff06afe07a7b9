import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAppraisal, newDealer } from '../../../test/support/factories';
import { dealerWithStaff } from '../../../test/support/fixtures';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { activity, appraisalMessages, outboxMessages } from '../../db/schema';

let t: TestApp;
let dealerId: number;
let otherDealerId: number;
let userId: number;
let writer: string;
let sales: string;

const lease = {
  area: 'lease' as const,
  appraisalTypeId: 2,
  appraisalStatusId: null,
  previousStatusId: null,
  statusChangedAt: null,
  deletedAt: null,
  sellStrategyStatusId: null,
  offerSentAt: null,
  offeredBy: null,
  firstName: 'Lee',
  vin: '1HGCV1F34LA000001',
  year: 2020,
  make: 'Honda',
  model: 'Accord',
};

beforeAll(async () => {
  t = await createTestApp();
  ({
    dealerId,
    writerId: userId,
    writer,
    reader: sales,
  } = await dealerWithStaff(t, {
    name: 'Harbor Auto',
    address1: '12 Pier Road',
    city: 'Portland',
    state: 'ME',
    zip: '04101',
    phoneNumber: '2075550142',
  }));
  otherDealerId = (await newDealer(t.ctx.db)).id;
});
afterAll(() => t.close());

const post = (url: string, payload: object, cookie: string | null = writer) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: cookie ? { cookie, 'x-dealer-id': String(dealerId) } : { 'x-dealer-id': String(dealerId) },
  });
const mailsTo = (recipient: string) =>
  t.ctx.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient)).orderBy(outboxMessages.id);
const lastActivity = async (id: number) =>
  (
    await t.ctx.db
      .select({ action: activity.action, details: activity.details, userId: activity.userId })
      .from(activity)
      .where(eq(activity.appraisalId, id))
      .orderBy(desc(activity.id))
  )[0];

describe('POST /api/appraisals/:id/buy', () => {
  it('sets buying with the offer fields, e-mails the odometer statement as a PDF, and undo-status reverts', async () => {
    const row = await newAppraisal(t.ctx.db, dealerId, { ...lease, email: 'buy-notify@example.test' });
    const res = await post(`/api/appraisals/${row.id}/buy`, { amount: '18,250.50', notify: true, type: 'retail' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      appraisalStatusId: 1,
      previousStatusId: null,
      offerAmount: 18250.5,
      offerType: 'retail',
      offeredBy: userId,
      offerSent: true,
      sellStrategyStatusId: 4,
    });
    expect(body.offerSentAt).toBeTruthy();
    expect(await lastActivity(row.id)).toEqual({
      action: 'Bought',
      details: '$18,250.50 (retail); customer notified at buy-notify@example.test',
      userId,
    });
    const [mail] = await mailsTo('buy-notify@example.test');
    expect(mail).toMatchObject({ channel: 'email', dealerId, status: 'pending' });
    expect(mail!.subject).toContain('Odometer statement');
    expect(mail!.attachments).toHaveLength(1);
    const pdf = Buffer.from(mail!.attachments[0]!.content, 'base64');
    expect(mail!.attachments[0]).toMatchObject({
      filename: `odometer-statement-${lease.vin}.pdf`,
      contentType: 'application/pdf',
    });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const [message] = await t.ctx.db.select().from(appraisalMessages).where(eq(appraisalMessages.appraisalId, row.id));
    expect(message).toMatchObject({ channel: 'email', recipient: 'buy-notify@example.test', outboxId: mail!.id });

    // RE-BUY keeps the status it replaced the first time, so Undo status still opens the record.
    const again = await post(`/api/appraisals/${row.id}/buy`, { amount: 18000, notify: false, type: 'retail' });
    expect(again.json()).toMatchObject({ appraisalStatusId: 1, previousStatusId: null, offerAmount: 18000 });
    const undone = await post(`/api/appraisals/${row.id}/undo-status`, {});
    expect(undone.statusCode).toBe(200);
    expect(undone.json().appraisalStatusId).toBeNull();
  });

  it('sends nothing with notify false or without a customer e-mail; the Wholesale card keeps a wholesale strategy', async () => {
    const quiet = await newAppraisal(t.ctx.db, dealerId, {
      ...lease,
      email: 'buy-quiet@example.test',
      sellStrategyStatusId: 1,
    });
    const res = await post(`/api/appraisals/${quiet.id}/buy`, { amount: 100, notify: false, type: 'auction' });
    expect(res.json()).toMatchObject({ appraisalStatusId: 1, offerType: 'auction', sellStrategyStatusId: 1 });
    expect(await mailsTo('buy-quiet@example.test')).toEqual([]);
    expect((await lastActivity(quiet.id))?.details).toBe('$100.00 (wholesale); customer not notified');

    const noEmail = await newAppraisal(t.ctx.db, dealerId, { ...lease, email: null });
    const res2 = await post(`/api/appraisals/${noEmail.id}/buy`, { amount: 100, notify: true, type: 'auction' });
    expect(res2.json()).toMatchObject({ appraisalStatusId: 1, sellStrategyStatusId: 2 });
    expect((await lastActivity(noEmail.id))?.details).toBe('$100.00 (wholesale); not notified: no customer e-mail');
    const messages = await t.ctx.db
      .select()
      .from(appraisalMessages)
      .where(eq(appraisalMessages.appraisalId, noEmail.id));
    expect(messages).toEqual([]);
  });

  it('refuses a trade-in and a closed record with 422, bad input with 400, SALES 403, another dealer 404', async () => {
    const tradeIn = await newAppraisal(t.ctx.db, dealerId, { ...lease, area: 'buying', appraisalTypeId: 1 });
    const refused = await post(`/api/appraisals/${tradeIn.id}/buy`, { amount: 100, notify: false });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toBe('Only a lease return can be bought or grounded.');
    const closed = await newAppraisal(t.ctx.db, dealerId, { ...lease, appraisalStatusId: 400 });
    expect((await post(`/api/appraisals/${closed.id}/buy`, { amount: 100 })).statusCode).toBe(422);
    const row = await newAppraisal(t.ctx.db, dealerId, lease);
    const bad = await post(`/api/appraisals/${row.id}/buy`, { type: 'cash' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      amount: 'Enter an amount.',
      type: 'Offer type must be auction or retail.',
    });
    expect((await post(`/api/appraisals/${row.id}/buy`, { amount: 1 }, sales)).statusCode).toBe(403);
    const theirs = await newAppraisal(t.ctx.db, otherDealerId, lease);
    expect((await post(`/api/appraisals/${theirs.id}/buy`, { amount: 1 })).statusCode).toBe(404);
    expect((await post(`/api/appraisals/${row.id}/buy`, { amount: 1 }, null)).statusCode).toBe(401);
  });
});

describe('POST /api/appraisals/:id/ground', () => {
  it('sets grounding and e-mails the grounding instructions with the dealer’s name, address and phone', async () => {
    const row = await newAppraisal(t.ctx.db, dealerId, { ...lease, email: 'ground@example.test' });
    const res = await post(`/api/appraisals/${row.id}/ground`, { notify: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ appraisalStatusId: 2, previousStatusId: null });
    expect(await lastActivity(row.id)).toEqual({
      action: 'Grounding',
      details: 'customer notified at ground@example.test',
      userId,
    });
    const [mail] = await mailsTo('ground@example.test');
    expect(mail!.subject).toBe('Grounding instructions for your 2020 Honda Accord - Harbor Auto');
    expect(mail!.body).toContain('Harbor Auto\n12 Pier Road\nPortland, ME 04101\nPhone: (207) 555-0142');
    expect(mail!.attachments).toEqual([]);
    const undone = await post(`/api/appraisals/${row.id}/undo-status`, {});
    expect(undone.json().appraisalStatusId).toBeNull();
  });

  it('sends nothing with notify false or without an e-mail; trade-in 422; SALES 403', async () => {
    const quiet = await newAppraisal(t.ctx.db, dealerId, { ...lease, email: 'ground-quiet@example.test' });
    expect((await post(`/api/appraisals/${quiet.id}/ground`, { notify: false })).json().appraisalStatusId).toBe(2);
    expect(await mailsTo('ground-quiet@example.test')).toEqual([]);
    const noEmail = await newAppraisal(t.ctx.db, dealerId, { ...lease, email: '  ' });
    const res = await post(`/api/appraisals/${noEmail.id}/ground`, { notify: true });
    expect(res.json().appraisalStatusId).toBe(2);
    expect((await lastActivity(noEmail.id))?.details).toBe('not notified: no customer e-mail');
    const tradeIn = await newAppraisal(t.ctx.db, dealerId, { ...lease, area: 'buying', appraisalTypeId: 1 });
    expect((await post(`/api/appraisals/${tradeIn.id}/ground`, { notify: false })).statusCode).toBe(422);
    expect((await post(`/api/appraisals/${quiet.id}/ground`, { notify: false }, sales)).statusCode).toBe(403);
  });
});
