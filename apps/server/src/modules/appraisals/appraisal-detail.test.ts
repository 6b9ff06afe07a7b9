import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAppraisal, newDealer, newUser } from '../../../test/support/factories';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import {
  activity,
  affiliates,
  apiResults,
  appraisalMessages,
  appraisalUsers,
  bidders,
  bids,
  campaigns,
  dealerBanks,
  inspectionSessions,
  valuationResults,
} from '../../db/schema';
import { updateAppraisal } from './appraisal-record.repository';

let t: TestApp;
let dealerId: number;
let adminId: number;
let admin: string;
let sales: string;
const open = { area: 'buying' as const, appraisalTypeId: 1, appraisalStatusId: null, deletedAt: null };

beforeAll(async () => {
  t = await createTestApp();
  dealerId = (await newDealer(t.ctx.db)).id;
  const adminUser = await newUser(t.ctx.db, { dealerIds: [dealerId], roles: ['DEALER_ADMIN'] });
  adminId = adminUser.id;
  admin = await t.login(adminUser.email);
  sales = await t.login((await newUser(t.ctx.db, { dealerIds: [dealerId], roles: ['SALES'] })).email);
});
afterAll(() => t.close());

const get = (url: string, cookie: string | null = admin, dealer = dealerId) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: cookie ? { cookie, 'x-dealer-id': String(dealer) } : { 'x-dealer-id': String(dealer) },
  });

/** A record with every relation the detail shows. */
async function fullRecord() {
  const db = t.ctx.db;
  const [campaign] = await db.insert(campaigns).values({ dealerId, name: 'Spring push', typeId: 2 }).returning();
  // Names are unique per dealer: a second call reuses the first call's affiliate and bank.
  await db.insert(affiliates).values({ dealerId, name: 'Downtown Motors' }).onConflictDoNothing();
  const [affiliate] = await db
    .select()
    .from(affiliates)
    .where(and(eq(affiliates.dealerId, dealerId), eq(affiliates.name, 'Downtown Motors')));
  await db.insert(dealerBanks).values({ dealerId, name: 'Ally Financial' }).onConflictDoNothing();
  const row = await newAppraisal(db, dealerId, {
    ...open,
    campaignId: campaign!.id,
    affiliateId: affiliate!.id,
    dealTypeId: 2,
    financeBank: '  ally financial ',
    dealerBankId: null,
    originatorId: adminId,
    mmrVal: 12_000,
    deletedAt: new Date('2025-01-02T03:04:05Z'),
    deletedBy: adminId,
  });
  await db.insert(appraisalUsers).values({ appraisalId: row.id, userId: adminId });
  const [bidder] = await db.insert(bidders).values({ dealerId, name: 'Carmax' }).returning();
  await db.insert(bids).values([
    { appraisalId: row.id, bidderId: bidder!.id, amount: 9000, profit: 100 },
    { appraisalId: row.id, bidderId: bidder!.id, amount: 9500, profit: 600, isPreferred: true },
  ]);
  await db.insert(valuationResults).values([
    { appraisalId: row.id, provider: 'mmr', selection: { grade: 3 }, data: { v: 1 } },
    { appraisalId: row.id, provider: 'mmr', selection: { grade: 4 }, data: { v: 2 } },
    { appraisalId: row.id, provider: 'jdp', selection: {}, data: { v: 3 } },
  ]);
  const [result] = await db
    .insert(apiResults)
    .values({ appraisalId: row.id, provider: 'inspection', externalId: 'k2', data: { grade: 4.2 } })
    .returning();
  await db.insert(inspectionSessions).values([
    { appraisalId: row.id, sessionKey: `k1-${row.id}`, captureUrl: 'http://app.test/c/1' },
    { appraisalId: row.id, sessionKey: `k2-${row.id}`, captureUrl: 'http://app.test/c/2', status: 'Complete' },
  ]);
  await updateAppraisal(db, row.id, { paveInspectResultId: result!.id });
  return { row, campaign: campaign!, result: result! };
}

describe('GET /api/appraisals/:id', () => {
  it('answers the list row fields plus the detail relations, in one call', async () => {
    const { row, campaign, result } = await fullRecord();
    const res = await get(`/api/appraisals/${row.id}`);
    expect(res.statusCode).toBe(200);
    const d = res.json();
    expect(d).toMatchObject({
      id: row.id,
      vin: row.vin,
      mmrVal: 12_000,
      users: [{ id: adminId, firstName: 'Test', lastName: 'User', initials: 'TU' }],
      originator: { id: adminId, initials: 'TU' },
      campaign: { id: campaign.id, name: 'Spring push', typeId: 2, removed: false },
      vinCount: 1,
      offerSent: row.offerSentAt !== null,
      trfDealerName: null,
      dealTypeName: 'Trade-in',
      affiliateName: 'Downtown Motors',
      financeBankKnown: true,
      deletedByName: 'Test User',
      deletedAt: '2025-01-02T03:04:05.000Z',
      paveInspectResult: { id: result.id, data: { grade: 4.2 } },
      inspection: { sessionKey: `k2-${row.id}`, captureUrl: 'http://app.test/c/2', status: 'Complete' },
      mmrValResult: { selection: { grade: 4 }, data: { v: 2 } },
      jdpValResult: { data: { v: 3 } },
      galvesValResult: null,
      blackbookValResult: null,
    });
    expect(d.mmrValResult.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    // Highest profit first, with the bidder's name.
    expect(d.bids.map((b: { amount: number }) => b.amount)).toEqual([9500, 9000]);
    expect(d.bids[0]).toMatchObject({ bidderName: 'Carmax', isPreferred: true, profit: 600 });
    expect(d).not.toHaveProperty('searchText');
    expect(d).not.toHaveProperty('dealerId');
    expect(d).not.toHaveProperty('dealerBanks');
  });

  it('flags a finance bank that matches none of the dealer banks', async () => {
    const row = await newAppraisal(t.ctx.db, dealerId, { ...open, financeBank: 'Nowhere Credit', dealerBankId: null });
    expect((await get(`/api/appraisals/${row.id}`)).json().financeBankKnown).toBe(false);
    const none = await newAppraisal(t.ctx.db, dealerId, { ...open, financeBank: null, dealerBankId: null });
    expect((await get(`/api/appraisals/${none.id}`)).json().financeBankKnown).toBe(true);
  });

  it('leaves value fields, bids and valuation results out for a role without allowReadVals', async () => {
    const { row } = await fullRecord();
    const d = (await get(`/api/appraisals/${row.id}`, sales)).json();
    expect(d.id).toBe(row.id);
    for (const field of ['mmrVal', 'adjustedPayoffAmount', 'expectedTotalProfit', 'reconditioningCost']) {
      expect(d).not.toHaveProperty(field);
    }
    expect(d.bids).toEqual([]);
    expect(d.mmrValResult).toBeNull();
    expect(d.jdpValResult).toBeNull();
    expect(d.paveInspectResult).not.toBeNull();
  });

  it('answers 404 for another dealer’s id, 401 without a session', async () => {
    const theirs = await newAppraisal(t.ctx.db, (await newDealer(t.ctx.db)).id, open);
    const res = await get(`/api/appraisals/${theirs.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Appraisal not found.');
    expect((await get(`/api/appraisals/${theirs.id}`, null)).statusCode).toBe(401);
    expect((await get('/api/appraisals/abc')).statusCode).toBe(400);
  });
});

describe('GET /api/appraisals/:id/activity and /messages', () => {
  it('lists activity newest first with who did it', async () => {
    const row = await newAppraisal(t.ctx.db, dealerId, open);
    await t.ctx.db.insert(activity).values([
      { appraisalId: row.id, userId: adminId, action: 'First', details: 'one' },
      { appraisalId: row.id, userId: null, action: 'Second' },
    ]);
    const res = await get(`/api/appraisals/${row.id}/activity`, sales);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject([
      { action: 'Second', details: null, user: null },
      { action: 'First', details: 'one', user: { id: adminId, firstName: 'Test', lastName: 'User' } },
    ]);
    expect(res.json()[0].createdAt).toMatch(/Z$/);
  });

  it('lists messages newest first', async () => {
    const row = await newAppraisal(t.ctx.db, dealerId, open);
    await t.ctx.db.insert(appraisalMessages).values([
      {
        appraisalId: row.id,
        channel: 'email',
        recipient: 'a@example.test',
        subject: 'Hi',
        body: 'one',
        userId: adminId,
      },
      { appraisalId: row.id, channel: 'sms', direction: 'in', recipient: null, body: 'two' },
    ]);
    const res = await get(`/api/appraisals/${row.id}/messages`);
    expect(res.json()).toMatchObject([
      { channel: 'sms', direction: 'in', body: 'two', user: null, status: null },
      {
        channel: 'email',
        direction: 'out',
        recipient: 'a@example.test',
        subject: 'Hi',
        body: 'one',
        user: { id: adminId },
      },
    ]);
  });

  it('refuses another dealer’s record with 404 and a missing session with 401', async () => {
    const theirs = await newAppraisal(t.ctx.db, (await newDealer(t.ctx.db)).id, open);
    await t.ctx.db.insert(activity).values({ appraisalId: theirs.id, action: 'Secret' });
    expect((await get(`/api/appraisals/${theirs.id}/activity`)).statusCode).toBe(404);
    expect((await get(`/api/appraisals/${theirs.id}/messages`)).statusCode).toBe(404);
    expect((await get(`/api/appraisals/${theirs.id}/activity`, null)).statusCode).toBe(401);
  });
});
