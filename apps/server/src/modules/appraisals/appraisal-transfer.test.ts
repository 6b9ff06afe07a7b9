import { asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkDealers, newAppraisal, newDealer, newUser } from '../../../test/support/factories';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import {
  activity,
  affiliates,
  apiResults,
  appraisals,
  appraisalUsers,
  campaigns,
  dealerBanks,
  valuationResults,
} from '../../db/schema';

let t: TestApp;
let sender: { id: number; name: string };
let receiver: { id: number; name: string };
let stranger: number;
let writerId: number;
let writer: string;
let finance: string;
let receiverAdmin: string;
const open = { area: 'buying' as const, appraisalTypeId: 1, appraisalStatusId: null, deletedAt: null };

beforeAll(async () => {
  t = await createTestApp();
  sender = await newDealer(t.ctx.db, { name: 'Sender Motors' });
  receiver = await newDealer(t.ctx.db, { name: 'Receiver Autos' });
  stranger = (await newDealer(t.ctx.db)).id;
  await linkDealers(t.ctx.db, sender.id, receiver.id);
  const w = await newUser(t.ctx.db, { dealerIds: [sender.id], roles: ['APPRAISER'] });
  writerId = w.id;
  writer = await t.login(w.email);
  // allowTransfers without allowWriteAppraisal.
  finance = await t.login((await newUser(t.ctx.db, { dealerIds: [sender.id], roles: ['FINANCE_MANAGER'] })).email);
  receiverAdmin = await t.login((await newUser(t.ctx.db, { dealerIds: [receiver.id], roles: ['DEALER_ADMIN'] })).email);
});
afterAll(() => t.close());

const transfer = (id: number, payload: object, cookie: string | null = writer) =>
  t.app.inject({
    method: 'POST',
    url: `/api/appraisals/${id}/transfer`,
    payload,
    headers: cookie ? { cookie, 'x-dealer-id': String(sender.id) } : { 'x-dealer-id': String(sender.id) },
  });
const activityOf = (id: number) =>
  t.ctx.db
    .select({ action: activity.action, details: activity.details, userId: activity.userId })
    .from(activity)
    .where(eq(activity.appraisalId, id))
    .orderBy(desc(activity.id));
const stored = async (id: number) => (await t.ctx.db.select().from(appraisals).where(eq(appraisals.id, id)))[0]!;

describe('POST /api/appraisals/:id/transfer', () => {
  it('copies the record to the linked dealer and archives the sender’s copy, marked transferred', async () => {
    const db = t.ctx.db;
    const [campaign] = await db.insert(campaigns).values({ dealerId: sender.id, name: 'Mine' }).returning();
    const [affiliate] = await db.insert(affiliates).values({ dealerId: sender.id, name: 'Aff' }).returning();
    const [senderBank] = await db.insert(dealerBanks).values({ dealerId: sender.id, name: 'Ally' }).returning();
    const [receiverBank] = await db.insert(dealerBanks).values({ dealerId: receiver.id, name: 'ALLY' }).returning();
    const row = await newAppraisal(db, sender.id, {
      ...open,
      campaignId: campaign!.id,
      affiliateId: affiliate!.id,
      financeBank: 'Ally',
      dealerBankId: senderBank!.id,
      dealTypeId: 2,
      originatorId: writerId,
      firstName: 'Ann',
      mmrVal: 15_000,
      adjustedPayoffAmount: 4000,
      createdAt: new Date(Date.now() - 90 * 86_400_000),
    });
    await db.insert(appraisalUsers).values({ appraisalId: row.id, userId: writerId });
    await db.insert(valuationResults).values([
      { appraisalId: row.id, provider: 'mmr', selection: { grade: 3 }, data: { v: 1 } },
      { appraisalId: row.id, provider: 'jdp', data: { v: 2 } },
    ]);
    const [report] = await db
      .insert(apiResults)
      .values({ appraisalId: row.id, provider: 'inspection', data: { grade: 4 } })
      .returning();
    await db.update(appraisals).set({ paveInspectResultId: report!.id }).where(eq(appraisals.id, row.id));

    const res = await transfer(row.id, { toDealerId: receiver.id });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.transferredId).toBeTypeOf('number');
    expect(body).toMatchObject({
      id: row.id,
      trfId: body.transferredId,
      trfDealerId: receiver.id,
      trfDealerName: 'Receiver Autos',
      trfBy: writerId,
      deletedBy: writerId,
    });
    expect(body.deletedAt).toBeTruthy();
    expect(body.trfDateTime).toBe(body.trfAt);

    const copy = await stored(body.transferredId);
    expect(copy).toMatchObject({
      dealerId: receiver.id,
      vin: row.vin,
      firstName: 'Ann',
      mmrVal: 15_000,
      adjustedPayoffAmount: 4000,
      originatorId: writerId,
      dealTypeId: 2,
      campaignId: null,
      affiliateId: null,
      financeBank: 'Ally',
      dealerBankId: receiverBank!.id,
      trfId: row.id,
      trfDealerId: sender.id,
      trfBy: writerId,
      deletedAt: null,
    });
    expect(copy.createdAt.getTime()).toBeGreaterThan(row.createdAt.getTime());
    expect(await db.select().from(appraisalUsers).where(eq(appraisalUsers.appraisalId, copy.id))).toEqual([]);
    const runs = await db
      .select({ provider: valuationResults.provider, data: valuationResults.data })
      .from(valuationResults)
      .where(eq(valuationResults.appraisalId, copy.id))
      .orderBy(asc(valuationResults.id));
    expect(runs).toEqual([
      { provider: 'mmr', data: { v: 1 } },
      { provider: 'jdp', data: { v: 2 } },
    ]);
    expect(copy.paveInspectResultId).not.toBe(report!.id);

    expect(await activityOf(row.id)).toEqual([
      { action: 'Transferred', details: 'to Receiver Autos', userId: writerId },
    ]);
    expect(await activityOf(copy.id)).toEqual([
      { action: 'Received by transfer', details: 'from Sender Motors', userId: writerId },
    ]);

    // The receiver sees it in its buying center list and opens it with its relations.
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/appraisals?filter={"appraisalTypeId":1}',
      headers: { cookie: receiverAdmin, 'x-dealer-id': String(receiver.id) },
    });
    expect(list.json().map((r: { id: number }) => r.id)).toContain(copy.id);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/appraisals/${copy.id}`,
      headers: { cookie: receiverAdmin, 'x-dealer-id': String(receiver.id) },
    });
    expect(detail.json()).toMatchObject({
      trfDealerName: 'Sender Motors',
      mmrValResult: { data: { v: 1 } },
      paveInspectResult: { data: { grade: 4 } },
      campaign: null,
      users: [],
    });
    // The sender's copy is in its Archived list.
    const archived = await t.app.inject({
      method: 'GET',
      url: '/api/appraisals?filter={"archived":true}',
      headers: { cookie: writer, 'x-dealer-id': String(sender.id) },
    });
    expect(archived.json().map((r: { id: number }) => r.id)).toContain(row.id);
    // Archived now, so it cannot go again.
    const twice = await transfer(row.id, { toDealerId: receiver.id });
    expect(twice.statusCode).toBe(422);
  });

  it('only to a linked dealer: anything else is a 400 on toDealerId', async () => {
    const row = await newAppraisal(t.ctx.db, sender.id, open);
    for (const payload of [{ toDealerId: stranger }, { toDealerId: sender.id }, {}]) {
      const res = await transfer(row.id, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.toDealerId).toBe('Choose a dealer.');
    }
    expect(await stored(row.id)).toMatchObject({ deletedAt: null, trfId: null });
    expect(await activityOf(row.id)).toEqual([]);
  });

  it('refuses a role without allowWriteAppraisal (403), another dealer’s id (404), no session (401)', async () => {
    const row = await newAppraisal(t.ctx.db, sender.id, open);
    expect((await transfer(row.id, { toDealerId: receiver.id }, finance)).statusCode).toBe(403);
    const theirs = await newAppraisal(t.ctx.db, stranger, open);
    expect((await transfer(theirs.id, { toDealerId: receiver.id })).statusCode).toBe(404);
    expect((await transfer(row.id, { toDealerId: receiver.id }, null)).statusCode).toBe(401);
    expect(await stored(row.id)).toMatchObject({ deletedAt: null, trfId: null });
  });
});
