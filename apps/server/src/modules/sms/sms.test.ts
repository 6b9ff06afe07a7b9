import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAppraisal, newDealer, newUser } from '../../../test/support/factories';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { DAY, NIGHT } from '../../../test/support/texting-hours';
import { outboxMessages, sandboxSmsMessages, smsConsentEvents } from '../../db/schema';
import { sandboxNumberOf, smsSandboxSettled } from '../../integrations/sms/sandbox';
import { twilioSmsTransport } from '../../integrations/sms/twilio-client';
import { twilioSignature } from '../../integrations/sms/twilio-signature';
import { enqueueMessage } from '../outbox/outbox.service';
import { deliverDue } from '../outbox/outbox.worker';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function deliverAt(at: Date) {
  const handled = await deliverDue(t.ctx.db, t.transports, { now: () => at });
  await smsSandboxSettled(t.ctx);
  return handled;
}

async function text(dealerId: number, recipient: string, body = `Hello from the dealer ${Math.random()}`) {
  const id = await enqueueMessage(t.ctx.db, { dealerId, channel: 'sms', recipient, body });
  return { id: id!, body };
}

const outboxRow = async (id: number) =>
  (await t.ctx.db.select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0]!;
const received = (to: string) => t.ctx.db.select().from(sandboxSmsMessages).where(eq(sandboxSmsMessages.to, to));

function signedPost(path: string, params: Record<string, string>, signature?: string) {
  const url = `${t.ctx.config.publicUrl}${path}`;
  return t.app.inject({
    method: 'POST',
    url: path,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': signature ?? twilioSignature(t.ctx.config.sms!.authToken, url, params),
    },
    payload: new URLSearchParams(params).toString(),
  });
}

/**
 * The customer answers from their phone in the sandbox (posted to our inbound webhook, signed), to
 * the dealer number `to`, or else the one that texted the phone last.
 */
const reply = (digits: string, body: string, to?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/sandbox/sms/phones/${digits}/reply`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(to ? { Body: body, To: to } : { Body: body }).toString(),
  });

describe('texts through the SMS provider (Twilio Messages API, sandbox)', () => {
  it('reaches the sandbox phone with the right body and E.164 number, and the callback marks it delivered', async () => {
    const dealer = await newDealer(t.ctx.db);
    const { id, body } = await text(dealer.id, '(512) 555-0101');
    await deliverAt(DAY);
    const [got] = await received('+15125550101');
    // From the dealer's own number, recorded on the row.
    expect(got).toMatchObject({ body, from: sandboxNumberOf(dealer.id), status: 'delivered' });
    expect(await outboxRow(id)).toMatchObject({
      status: 'delivered',
      providerMessageId: got!.sid,
      lastError: null,
      smsSender: sandboxNumberOf(dealer.id),
      smsFrom: sandboxNumberOf(dealer.id),
    });

    const page = await t.app.inject({ method: 'GET', url: '/sandbox/sms/phones/15125550101' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(body);

    const admin = await newUser(t.ctx.db, { dealerIds: [dealer.id], roles: ['DEALER_ADMIN'] });
    const outbox = await t.app.inject({
      method: 'GET',
      url: '/api/outbox',
      headers: { cookie: await t.login(admin.email), 'x-dealer-id': String(dealer.id) },
    });
    expect(outbox.json()[0]).toMatchObject({ id, channel: 'sms', status: 'delivered', heldUntil: null });
  });

  it('refuses a status callback whose signature does not match, and the row stays as it was', async () => {
    const dealer = await newDealer(t.ctx.db);
    const { id } = await text(dealer.id, '5125550102');
    await deliverAt(DAY);
    const row = await outboxRow(id);
    const params = { MessageSid: row.providerMessageId!, MessageStatus: 'failed', ErrorCode: '30008' };
    const path = `/api/webhooks/sms/status?ref=${id}`;
    const forged = twilioSignature('not-the-auth-token-at-all', `${t.ctx.config.publicUrl}${path}`, params);
    for (const signature of [forged, 'bm9wZQ==', '']) {
      const res = await signedPost(path, params, signature);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('BAD_SIGNATURE');
    }
    // Signed for another URL: the signature covers the URL too.
    const other = twilioSignature(t.ctx.config.sms!.authToken, `${t.ctx.config.publicUrl}${path}0`, params);
    expect((await signedPost(path, params, other)).statusCode).toBe(401);
    expect((await outboxRow(id)).status).toBe('delivered');
  });

  it('marks the row failed from a failed callback, undeliverable from an undelivered one or a refusal', async () => {
    const dealer = await newDealer(t.ctx.db);
    const failed = await text(dealer.id, '512-555-9992');
    const unreachable = await text(dealer.id, '512-555-9991');
    const landline = await text(dealer.id, '512-555-9990');
    const notUs = await text(dealer.id, '555-0103');
    await deliverAt(DAY);
    expect(await outboxRow(failed.id)).toMatchObject({ status: 'failed', lastError: '30008 Unknown error' });
    expect(await outboxRow(unreachable.id)).toMatchObject({
      status: 'undeliverable',
      lastError: '30003 Unreachable destination handset',
    });
    expect((await outboxRow(landline.id)).status).toBe('undeliverable');
    expect((await outboxRow(landline.id)).lastError).toContain('21614');
    expect(await outboxRow(notUs.id)).toMatchObject({ status: 'undeliverable', lastError: 'Not a US phone number' });
    expect(await received('+15125559990')).toEqual([]);

    // A signed callback of our own: "sent" after "failed" never moves the row back.
    const row = await outboxRow(failed.id);
    const params = { MessageSid: row.providerMessageId!, MessageStatus: 'sent' };
    expect((await signedPost(`/api/webhooks/sms/status?ref=${failed.id}`, params)).json()).toEqual({
      received: true,
      updated: false,
    });
    expect((await outboxRow(failed.id)).status).toBe('failed');
  });

  it('marks a sent row failed from a signed failed callback found by its message sid alone', async () => {
    const dealer = await newDealer(t.ctx.db);
    const { id } = await text(dealer.id, '5125550104');
    await t.ctx.db
      .update(outboxMessages)
      .set({ status: 'sent', providerMessageId: 'SM0123456789abcdef0123456789abcdef' })
      .where(eq(outboxMessages.id, id));
    const params = { MessageSid: 'SM0123456789abcdef0123456789abcdef', MessageStatus: 'failed', ErrorCode: '30007' };
    // As Twilio posts it: with a charset.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/sms/status',
      headers: {
        'content-type': 'application/x-www-form-urlencoded; charset=utf-8',
        'x-twilio-signature': twilioSignature(
          t.ctx.config.sms!.authToken,
          `${t.ctx.config.publicUrl}/api/webhooks/sms/status`,
          params,
        ),
      },
      payload: new URLSearchParams(params).toString(),
    });
    expect(res.json()).toEqual({ received: true, updated: true });
    expect(await outboxRow(id)).toMatchObject({ status: 'failed', lastError: '30007 Message filtered by the carrier' });
  });
});

describe('the Twilio client', () => {
  it('retries later when the provider refuses its credentials (never marks the text sent)', async () => {
    const dealer = await newDealer(t.ctx.db);
    const { id } = await text(dealer.id, '5125550112');
    const wrong = twilioSmsTransport(t.ctx.fetch, {
      ...t.ctx.config.sms!,
      authToken: 'x'.repeat(32),
      statusCallbackUrl: `${t.ctx.config.publicUrl}/api/webhooks/sms/status`,
    });
    await deliverDue(t.ctx.db, { ...t.transports, sms: wrong }, { now: () => DAY });
    expect(await outboxRow(id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'The SMS provider answered 401',
      providerMessageId: null,
    });
    expect(await received('+15125550112')).toEqual([]);
  });
});

describe('consent: STOP, START and quiet hours', () => {
  it('never texts a customer who answered STOP again, until START; the ledger records both', async () => {
    const dealer = await newDealer(t.ctx.db);
    const neighbour = await newDealer(t.ctx.db);
    const appraisal = await newAppraisal(t.ctx.db, dealer.id, { phoneNumber: '(512) 555-0105' });
    await text(dealer.id, '5125550105', 'Your offer is ready');
    await deliverAt(DAY);

    expect((await reply('15125550105', 'Stop')).statusCode).toBe(303);
    const stopped = await text(dealer.id, '(512) 555-0105', 'Are you still there?');
    const elsewhere = await text(neighbour.id, '5125550105', 'From another dealer');
    await deliverAt(DAY);
    expect(await outboxRow(stopped.id)).toMatchObject({ status: 'opted_out', lastError: 'The customer answered STOP' });
    expect((await outboxRow(elsewhere.id)).status).toBe('delivered');
    expect((await received('+15125550105')).map((m) => m.body)).not.toContain('Are you still there?');

    const user = await newUser(t.ctx.db, { dealerIds: [dealer.id], roles: ['RECEPTION'] });
    const cookie = await t.login(user.email);
    const consent = () =>
      t.app.inject({
        method: 'GET',
        url: `/api/appraisals/${appraisal.id}/sms-consent`,
        headers: { cookie, 'x-dealer-id': String(dealer.id) },
      });
    expect((await consent()).json()).toMatchObject({
      phone: '+15125550105',
      stopped: true,
      history: [{ change: 'stop', source: 'inbound STOP' }],
    });

    expect((await reply('15125550105', 'START', dealer.smsSender!)).statusCode).toBe(303);
    const resumed = await text(dealer.id, '5125550105', 'Welcome back');
    await deliverAt(DAY);
    expect((await outboxRow(resumed.id)).status).toBe('delivered');
    const after = (await consent()).json();
    expect(after).toMatchObject({ stopped: false });
    expect(after.history.map((h: { source: string }) => h.source)).toEqual(['inbound STOP', 'inbound START']);
    expect(Number.isNaN(Date.parse(after.history[0].at))).toBe(false);

    // The ledger is append-only.
    await expect(t.ctx.db.update(smsConsentEvents).set({ source: 'edited' })).rejects.toThrow();
  });

  it('refuses an inbound message whose signature does not match, and records nothing', async () => {
    const dealer = await newDealer(t.ctx.db);
    await text(dealer.id, '5125550106');
    await deliverAt(DAY);
    const params = { From: '+15125550106', To: dealer.smsSender!, Body: 'STOP', MessageSid: 'SMx' };
    expect((await signedPost('/api/webhooks/sms/inbound', params, 'Zm9yZ2Vk')).statusCode).toBe(401);
    const events = await t.ctx.db.select().from(smsConsentEvents).where(eq(smsConsentEvents.phone, '+15125550106'));
    expect(events).toEqual([]);
    const ok = await signedPost('/api/webhooks/sms/inbound', params);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toContain('text/xml');
    const after = await t.ctx.db.select().from(smsConsentEvents).where(eq(smsConsentEvents.phone, '+15125550106'));
    expect(after).toMatchObject([{ dealerId: dealer.id, change: 'stop' }]);
  });

  it("holds a text through the dealer's quiet hours (9 pm to 8 am) and sends it at 8 am", async () => {
    const dealer = await newDealer(t.ctx.db, { timeZone: 'America/Chicago' });
    const { id, body } = await text(dealer.id, '5125550107');
    await deliverAt(NIGHT);
    const held = await outboxRow(id);
    expect(held).toMatchObject({ status: 'pending', attempts: 0 });
    const morning = held.heldUntil!;
    expect(
      new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', hour: 'numeric', minute: '2-digit' }).format(
        morning,
      ),
    ).toBe('8:00 AM');
    expect(morning.getTime() - NIGHT.getTime()).toBeLessThan(11 * 3_600_000);
    expect(await received('+15125550107')).toEqual([]);

    await deliverAt(new Date(morning.getTime() - 60_000));
    expect((await outboxRow(id)).status).toBe('pending');
    await deliverAt(morning);
    expect(await outboxRow(id)).toMatchObject({ status: 'delivered', heldUntil: null, attempts: 1 });
    expect((await received('+15125550107')).map((m) => m.body)).toEqual([body]);
  });

  it('keeps the quiet hours of each dealer time zone', async () => {
    const west = await newDealer(t.ctx.db, { timeZone: 'America/Los_Angeles' });
    const { id } = await text(west.id, '5125550108');
    // 05:00 UTC: 9 or 10 pm in Los Angeles.
    await deliverAt(new Date(NIGHT.getTime() + 3_600_000));
    const { heldUntil } = await outboxRow(id);
    const local = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Los_Angeles',
      hour: 'numeric',
      minute: '2-digit',
    });
    expect(local.format(heldUntil!)).toBe('8:00 AM');
    await deliverAt(heldUntil!);
    expect((await outboxRow(id)).status).toBe('delivered');
  });

  it("sets the quiet hours' time zone on the dealer profile (a US zone from the list; left out, it stays)", async () => {
    const dealer = await newDealer(t.ctx.db);
    const admin = await newUser(t.ctx.db, { dealerIds: [dealer.id], roles: ['DEALER_ADMIN'] });
    const headers = { cookie: await t.login(admin.email), 'x-dealer-id': String(dealer.id) };
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/dealers/${dealer.id}`, headers, payload });
    expect((await t.app.inject({ method: 'GET', url: `/api/dealers/${dealer.id}`, headers })).json()).toMatchObject({
      timeZone: 'America/Chicago',
    });
    expect((await put({ timeZone: 'America/Denver' })).json()).toMatchObject({ timeZone: 'America/Denver' });
    expect((await put({ city: 'Boulder' })).json()).toMatchObject({ timeZone: 'America/Denver', city: 'Boulder' });
    const bad = await put({ timeZone: 'Mars/Olympus' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ timeZone: 'Choose a time zone from the list.' });
  });

  it("answers 404 for another dealer's appraisal", async () => {
    const dealer = await newDealer(t.ctx.db);
    const other = await newDealer(t.ctx.db);
    const theirs = await newAppraisal(t.ctx.db, other.id, { phoneNumber: '5125550109' });
    const user = await newUser(t.ctx.db, { dealerIds: [dealer.id], roles: ['SALES'] });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/appraisals/${theirs.id}/sms-consent`,
      headers: { cookie: await t.login(user.email), 'x-dealer-id': String(dealer.id) },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('without an SMS provider', () => {
  it('keeps texts in the outbox as not sent', async () => {
    const kept = await createTestApp({ SANDBOX: 'off' });
    try {
      const dealer = await newDealer(kept.ctx.db);
      const id = await enqueueMessage(kept.ctx.db, {
        dealerId: dealer.id,
        channel: 'sms',
        recipient: '5125550110',
        body: 'Hi',
      });
      await deliverDue(kept.ctx.db, kept.transports, { now: () => DAY });
      const [row] = await kept.ctx.db.select().from(outboxMessages).where(eq(outboxMessages.id, id!));
      expect(row).toMatchObject({ status: 'kept', providerMessageId: null, deliveredAt: null });
      expect((await kept.app.inject({ method: 'POST', url: '/sandbox/sms/phones/15125550110/reply' })).statusCode).toBe(
        404,
      );
    } finally {
      await kept.close();
    }
  });
});
