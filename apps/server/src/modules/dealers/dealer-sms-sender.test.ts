import { SMS_SENDER_MESSAGES } from '@dealer/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newDealer, newUser } from '../../../test/support/factories';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

/** The dealer's SMS sender on its profile (issue #36 point 2): PUT /dealers/{id} {smsSender}. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function asAdmin(dealerId: number) {
  const admin = await newUser(t.ctx.db, { dealerIds: [dealerId], roles: ['DEALER_ADMIN'] });
  return { cookie: await t.login(admin.email), 'x-dealer-id': String(dealerId) };
}

const put = (id: number, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/dealers/${id}`, headers, payload });
const get = (id: number, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/api/dealers/${id}`, headers });

describe("a dealer admin sets the dealer's SMS sender", () => {
  it('sets a number (normalised to E.164) or a messaging service, keeps it when left out, clears it when blank', async () => {
    const dealer = await newDealer(t.ctx.db, { smsSender: null });
    const headers = await asAdmin(dealer.id);
    expect((await get(dealer.id, headers)).json()).toMatchObject({ smsSender: null });

    const set = await put(dealer.id, headers, { smsSender: '+1 (512) 555-0400' });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ smsSender: '+15125550400' });
    expect((await put(dealer.id, headers, { city: 'Austin' })).json()).toMatchObject({
      smsSender: '+15125550400',
      city: 'Austin',
    });

    const service = `MG${'0F'.repeat(16)}`;
    expect((await put(dealer.id, headers, { smsSender: service })).json()).toMatchObject({
      smsSender: `MG${'0f'.repeat(16)}`,
    });
    expect((await put(dealer.id, headers, { smsSender: '' })).json()).toMatchObject({ smsSender: null });
    expect((await get(dealer.id, headers)).json()).toMatchObject({ smsSender: null });
  });

  it('answers 400 with the field message for a sender that is neither a number nor a messaging service', async () => {
    const dealer = await newDealer(t.ctx.db);
    const headers = await asAdmin(dealer.id);
    for (const smsSender of ['555-0100', 'MG123', 'twilio', 42]) {
      const res = await put(dealer.id, headers, { smsSender });
      expect(res.statusCode, String(smsSender)).toBe(400);
      expect(res.json().error.fields).toEqual({ smsSender: SMS_SENDER_MESSAGES.invalid });
    }
    expect((await get(dealer.id, headers)).json()).toMatchObject({ smsSender: dealer.smsSender });
  });

  it("answers 409 for another dealer's sender: a STOP to it must answer one dealer", async () => {
    const dealer = await newDealer(t.ctx.db);
    const other = await newDealer(t.ctx.db);
    const headers = await asAdmin(dealer.id);
    const res = await put(dealer.id, headers, { smsSender: other.smsSender });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      message: SMS_SENDER_MESSAGES.taken,
      fields: { smsSender: SMS_SENDER_MESSAGES.taken },
    });
    // Its own sender again is no conflict.
    expect((await put(dealer.id, headers, { smsSender: dealer.smsSender })).statusCode).toBe(200);
  });

  it("answers 401 without a session, 403 to a user who is not a dealer admin, 404 for another dealer's id", async () => {
    const dealer = await newDealer(t.ctx.db);
    const other = await newDealer(t.ctx.db);
    const payload = { smsSender: '+15125550401' };
    expect((await put(dealer.id, { 'x-dealer-id': String(dealer.id) }, payload)).statusCode).toBe(401);

    const sales = await newUser(t.ctx.db, { dealerIds: [dealer.id], roles: ['SALES', 'SALES_MANAGER'] });
    const salesHeaders = { cookie: await t.login(sales.email), 'x-dealer-id': String(dealer.id) };
    expect((await put(dealer.id, salesHeaders, payload)).statusCode).toBe(403);

    const headers = await asAdmin(dealer.id);
    expect((await put(other.id, headers, payload)).statusCode).toBe(404);
    expect((await get(other.id, headers)).statusCode).toBe(404);
    expect((await get(dealer.id, headers)).json()).toMatchObject({ smsSender: dealer.smsSender });
  });
});
