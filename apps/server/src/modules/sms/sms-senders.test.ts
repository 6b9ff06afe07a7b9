import { SMS_SENDER_MESSAGES } from '@dealer/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAppraisal, newDealer, newUser } from '../../../test/support/factories';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { DAY } from '../../../test/support/texting-hours';
import { outboxMessages, sandboxSmsMessages, smsConsentEvents } from '../../db/schema';
import { sandboxNumberOf, smsSandboxSettled } from '../../integrations/sms/sandbox';
import { sandboxServiceNumberOf } from '../../integrations/sms/sandbox/numbers';
import { twilioSignature } from '../../integrations/sms/twilio-signature';
import { sendCustomerMessage } from '../customer-messages/customer-messages.service';
import { enqueueMessage } from '../outbox/outbox.service';
import { deliverDue } from '../outbox/outbox.worker';

/** Issue #36 point 2: each dealer texts from its own number, and replies and STOP answer that dealer. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function deliver() {
  await deliverDue(t.ctx.db, t.transports, { now: () => DAY });
  await smsSandboxSettled(t.ctx);
}

async function text(dealerId: number, recipient: string, body = `Hello ${Math.random()}`) {
  const id = await enqueueMessage(t.ctx.db, { dealerId, channel: 'sms', recipient, body });
  return id!;
}

const outboxRow = async (id: number) =>
  (await t.ctx.db.select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0]!;
const received = (to: string) => t.ctx.db.select().from(sandboxSmsMessages).where(eq(sandboxSmsMessages.to, to));
const consentEvents = (dealerId: number, phone: string) =>
  t.ctx.db
    .select({ change: smsConsentEvents.change, source: smsConsentEvents.source })
    .from(smsConsentEvents)
    .where(and(eq(smsConsentEvents.dealerId, dealerId), eq(smsConsentEvents.phone, phone)))
    .orderBy(smsConsentEvents.id);

/** The customer's phone in the sandbox answers the dealer number `to` (through our signed webhook). */
const reply = (digits: string, body: string, to?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/sandbox/sms/phones/${digits}/reply`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(to ? { Body: body, To: to } : { Body: body }).toString(),
  });

/** As the provider posts an inbound text (signed with the configured auth token). */
function inbound(params: Record<string, string>) {
  const path = '/api/webhooks/sms/inbound';
  return t.app.inject({
    method: 'POST',
    url: path,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': twilioSignature(t.ctx.config.sms!.authToken, `${t.ctx.config.publicUrl}${path}`, params),
    },
    payload: new URLSearchParams(params).toString(),
  });
}

async function adminHeaders(dealerId: number) {
  const admin = await newUser(t.ctx.db, { dealerIds: [dealerId], roles: ['DEALER_ADMIN'] });
  return { cookie: await t.login(admin.email), 'x-dealer-id': String(dealerId) };
}

describe('each dealer texts from its own number', () => {
  it('two dealers text the same phone, each from its own number; a STOP to one stops only that one, START restores it', async () => {
    const a = await newDealer(t.ctx.db);
    const b = await newDealer(t.ctx.db);
    expect(a.smsSender).toBe(sandboxNumberOf(a.id));
    expect(b.smsSender).not.toBe(a.smsSender);
    await text(a.id, '(512) 555-0201', 'From A');
    await text(b.id, '512-555-0201', 'From B');
    await deliver();
    const got = await received('+15125550201');
    expect(got.map((m) => [m.body, m.from]).sort()).toEqual([
      ['From A', a.smsSender],
      ['From B', b.smsSender],
    ]);

    // The phone answers A's number; B texted it last, so the reply names A's on purpose.
    expect((await reply('15125550201', 'STOP', a.smsSender!)).statusCode).toBe(303);
    expect(await consentEvents(a.id, '+15125550201')).toEqual([{ change: 'stop', source: 'inbound STOP' }]);
    expect(await consentEvents(b.id, '+15125550201')).toEqual([]);
    const toA = await text(a.id, '5125550201', 'A again');
    const toB = await text(b.id, '5125550201', 'B again');
    await deliver();
    expect(await outboxRow(toA)).toMatchObject({ status: 'opted_out', lastError: 'The customer answered STOP' });
    expect(await outboxRow(toB)).toMatchObject({ status: 'delivered', smsFrom: b.smsSender });

    expect((await reply('15125550201', 'start', a.smsSender!)).statusCode).toBe(303);
    const resumed = await text(a.id, '5125550201', 'A is back');
    await deliver();
    expect(await outboxRow(resumed)).toMatchObject({ status: 'delivered', smsFrom: a.smsSender });
    expect((await consentEvents(a.id, '+15125550201')).map((e) => e.change)).toEqual(['stop', 'start']);
    expect(await consentEvents(b.id, '+15125550201')).toEqual([]);
  });

  it("lists a customer's reply on the appraisal of the dealer whose number it was sent to, not the other's", async () => {
    const a = await newDealer(t.ctx.db);
    const b = await newDealer(t.ctx.db);
    const atA = await newAppraisal(t.ctx.db, a.id, { phoneNumber: '5125550202' });
    const atB = await newAppraisal(t.ctx.db, b.id, { phoneNumber: '5125550202' });
    for (const [dealer, appraisal] of [
      [a, atA],
      [b, atB],
    ] as const) {
      await sendCustomerMessage(t.ctx.db, {
        dealerId: dealer.id,
        appraisalId: appraisal.id,
        userId: null,
        channel: 'sms',
        recipient: '5125550202',
        subject: null,
        body: `Your offer from ${dealer.name}`,
      });
    }
    await deliver();

    expect((await reply('15125550202', 'Can I come by Saturday?', a.smsSender!)).statusCode).toBe(303);
    const messages = async (dealerId: number, appraisalId: number) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/appraisals/${appraisalId}/messages`,
          headers: await adminHeaders(dealerId),
        })
      ).json() as { direction: string; body: string; recipient: string; status: string | null }[];
    const [latestAtA] = await messages(a.id, atA.id);
    expect(latestAtA).toMatchObject({
      direction: 'in',
      body: 'Can I come by Saturday?',
      recipient: '+15125550202',
      status: null,
    });
    expect((await messages(b.id, atB.id)).map((m) => m.direction)).toEqual(['out']);
    // Not a keyword: the consent of neither dealer changes.
    expect(await consentEvents(a.id, '+15125550202')).toEqual([]);
  });

  it('refuses the texts of a dealer without a sender, with the reason on the Outbox; never sent, never delivered', async () => {
    const dealer = await newDealer(t.ctx.db, { smsSender: null });
    const id = await text(dealer.id, '5125550203', 'Nobody to send this from');
    await deliver();
    expect(await outboxRow(id)).toMatchObject({
      status: 'no_sender',
      lastError: SMS_SENDER_MESSAGES.none,
      providerMessageId: null,
      deliveredAt: null,
      smsSender: null,
    });
    expect(await received('+15125550203')).toEqual([]);
    const outbox = await t.app.inject({ method: 'GET', url: '/api/outbox', headers: await adminHeaders(dealer.id) });
    expect(outbox.json()[0]).toMatchObject({ id, status: 'no_sender', lastError: SMS_SENDER_MESSAGES.none });
    // A later pass leaves it refused.
    await deliver();
    expect((await outboxRow(id)).status).toBe('no_sender');
  });

  it('sends through a messaging service (MessagingServiceSid); the number it picked answers that dealer', async () => {
    const service = `MG${'ab12'.repeat(8)}`;
    const dealer = await newDealer(t.ctx.db, { smsSender: service });
    const id = await text(dealer.id, '5125550204', 'Through the service');
    await deliver();
    const picked = sandboxServiceNumberOf(service);
    expect(await received('+15125550204')).toMatchObject([{ from: picked, status: 'delivered' }]);
    // The provider named the number only in its callbacks.
    expect(await outboxRow(id)).toMatchObject({ status: 'delivered', smsSender: service, smsFrom: picked });

    expect((await reply('15125550204', 'STOP')).statusCode).toBe(303);
    expect(await consentEvents(dealer.id, '+15125550204')).toEqual([{ change: 'stop', source: 'inbound STOP' }]);
  });

  it('a STOP to the number all dealers shared before keeps answering the dealers that texted from it; to a number of nobody, nothing', async () => {
    const a = await newDealer(t.ctx.db);
    const b = await newDealer(t.ctx.db);
    const other = await newDealer(t.ctx.db);
    // Sent before each dealer had a sender: the rows name none.
    for (const dealerId of [a.id, b.id]) {
      const id = await text(dealerId, '5125550205');
      await t.ctx.db
        .update(outboxMessages)
        .set({ status: 'delivered', providerMessageId: `SM${dealerId}old` })
        .where(eq(outboxMessages.id, id));
    }
    await text(other.id, '5125550205');
    await deliver();
    expect((await inbound({ From: '+15125550205', To: '+15005550006', Body: 'STOP' })).statusCode).toBe(200);
    expect((await consentEvents(a.id, '+15125550205')).map((e) => e.change)).toEqual(['stop']);
    expect((await consentEvents(b.id, '+15125550205')).map((e) => e.change)).toEqual(['stop']);
    expect(await consentEvents(other.id, '+15125550205')).toEqual([]);

    expect((await inbound({ From: '+15125550206', To: '+15005550006', Body: 'STOP' })).statusCode).toBe(200);
    expect(await t.ctx.db.select().from(smsConsentEvents).where(eq(smsConsentEvents.phone, '+15125550206'))).toEqual(
      [],
    );
  });
});
