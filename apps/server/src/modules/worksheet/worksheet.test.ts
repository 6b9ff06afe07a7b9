import { bidProfit } from '@dealer/domain';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAppraisal, newDealer, newUser } from '../../../test/support/factories';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { activity, appraisals, bidders, bids } from '../../db/schema';

let t: TestApp;
let dealerId: number;
let otherDealerId: number;
let acq: string;
let appraiser: string;
let sales: string;
let bidderA: number;
let bidderB: number;
let foreignBidder: number;

/** A dealer's bidder (GET /dealer_bidders lists them); there is no API to create one. */
async function newBidder(forDealer: number, name: string) {
  const [row] = await t.ctx.db.insert(bidders).values({ dealerId: forDealer, name }).returning();
  return row!.id;
}

const open = {
  area: 'buying' as const,
  appraisalTypeId: 1,
  appraisalStatusId: null,
  deletedAt: null,
  sellStrategyStatusId: null,
};

/** Known inputs; every expected figure below is worked out by hand from these. */
const INPUTS = {
  profitObjective: 1000,
  pickupFee: 200,
  reconBodyCost: 300,
  reconMechCost: 400,
  reconOtherCost: 100,
  wholesalePack: 500,
  auctionFee: 250,
  carOfferFee: 150,
  auctionValuation: 20000,
  retailValuation: 23000,
  carOfferAmount: 19000,
  adjustedPayoffAmount: 12000,
  carOfferProposal: 16000,
  auctionProposal: 17500,
  retailProposal: 21000,
  actualCost: 17250,
  dmsId: 'D-1001',
  packageNotes: 'Two keys.',
};

// recon = 300 + 400 + 100 = 800
// car offer: 19000 - 150 fee - 200 pickup - 800 recon - 500 pack = 17350; equity 17350 - 12000 = 5350;
//   profit 17350 - 16000 = 1350 (> 1000: more); customer 16000 - 12000 = 4000
// auction: 20000 - 250 - 200 - 800 - 500 = 18250; equity 6250; profit 18250 - 17500 = 750 (less); customer 5500
// retail: 23000 - 200 - 800 = 22000; equity 10000; profit 22000 - 21000 = 1000 (equal); customer 9000
const EXPECTED = {
  reconditioningCost: 800,
  carOfferProjectedValuation: 17350,
  carOfferProjectedEquity: 5350,
  carOfferTotalProfit: 1350,
  carOfferCustomerProfit: 4000,
  carOfferProfitStatus: 'more',
  auctionProjectedValuation: 18250,
  auctionProjectedEquity: 6250,
  auctionTotalProfit: 750,
  auctionCustomerProfit: 5500,
  auctionProfitStatus: 'less',
  retailProjectedValuation: 22000,
  retailProjectedEquity: 10000,
  retailTotalProfit: 1000,
  retailCustomerProfit: 9000,
  retailProfitStatus: 'equal',
};
// Bid profit = amount - auction proposal 17500 - (250 + 200 + 500 + 800) = amount - 19250.

beforeAll(async () => {
  t = await createTestApp();
  dealerId = (await newDealer(t.ctx.db)).id;
  otherDealerId = (await newDealer(t.ctx.db)).id;
  acq = await t.login((await newUser(t.ctx.db, { dealerIds: [dealerId], roles: ['ACQ_MANAGER'] })).email);
  appraiser = await t.login((await newUser(t.ctx.db, { dealerIds: [dealerId], roles: ['APPRAISER'] })).email);
  sales = await t.login((await newUser(t.ctx.db, { dealerIds: [dealerId], roles: ['SALES'] })).email);
  bidderA = await newBidder(dealerId, 'ACV Auctions');
  bidderB = await newBidder(dealerId, 'Copart');
  foreignBidder = await newBidder(otherDealerId, 'Elsewhere Wholesale');
});
afterAll(() => t.close());

const call = (method: 'PUT' | 'POST', url: string, payload: object, cookie: string | null = acq) =>
  t.app.inject({
    method,
    url,
    payload,
    headers: cookie ? { cookie, 'x-dealer-id': String(dealerId) } : { 'x-dealer-id': String(dealerId) },
  });
const put = (id: number, payload: object, cookie?: string | null) =>
  call('PUT', `/api/appraisals/${id}`, payload, cookie);
const stored = async (id: number) => (await t.ctx.db.select().from(appraisals).where(eq(appraisals.id, id)))[0]!;
const bidsOf = (id: number) =>
  t.ctx.db
    .select({
      id: bids.id,
      bidderId: bids.bidderId,
      amount: bids.amount,
      profit: bids.profit,
      isPreferred: bids.isPreferred,
    })
    .from(bids)
    .where(eq(bids.appraisalId, id))
    .orderBy(bids.id);
const lastActivity = async (id: number) =>
  (
    await t.ctx.db
      .select({ action: activity.action, details: activity.details })
      .from(activity)
      .where(eq(activity.appraisalId, id))
      .orderBy(desc(activity.id))
  )[0];

describe('PUT /api/appraisals/:id (worksheet save)', () => {
  it('saves the inputs and answers the figures the domain computes, ignoring computed values sent', async () => {
    const row = await newAppraisal(t.ctx.db, dealerId, open);
    const res = await put(row.id, {
      ...INPUTS,
      sellStrategyStatusId: 2,
      auctionProjectedEquity: 999_999,
      expectedTotalProfit: 1,
      retailTotalProfit: 5,
      reconditioningCost: 3,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: row.id,
      ...INPUTS,
      ...EXPECTED,
      sellStrategyStatusId: 2,
      expectedTotalProfit: 750,
    });
    expect(await stored(row.id)).toMatchObject({ ...INPUTS, ...EXPECTED, expectedTotalProfit: 750 });
    const log = await lastActivity(row.id);
    expect(log?.action).toBe('Worksheet saved');
    expect(log?.details).toContain('Payoff $12,000.00');
    expect(log?.details).toContain('Sell strategy');
  });

  it('expected profit follows the sell strategy (1 car offer, 3 repair and 4 retail, none)', async () => {
    const row = await newAppraisal(t.ctx.db, dealerId, open);
    const noStrategy = await call('POST', `/api/appraisals/${row.id}/worksheet`, {
      ...INPUTS,
      sellStrategyStatusId: null,
    });
    expect(noStrategy.statusCode).toBe(200);
    expect(noStrategy.json()).toMatchObject({ ...EXPECTED, expectedTotalProfit: null });
    // Only the strategy is sent: every other input keeps its stored value.
    for (const [strategy, profit] of [
      [1, 1350],
      [3, 1000],
      [4, 1000],
      [2, 750],
    ] as const) {
      const res = await put(row.id, { sellStrategyStatusId: strategy });
      expect(res.json()).toMatchObject({
        ...INPUTS,
        ...EXPECTED,
        sellStrategyStatusId: strategy,
        expectedTotalProfit: profit,
      });
    }
    // A proposal cleared takes the default (valuation - fees - recon - pack - objective): profit = objective.
    const cleared = await put(row.id, { auctionProposal: null });
    expect(cleared.json()).toMatchObject({
      auctionProposal: null,
      auctionTotalProfit: 1000,
      auctionProfitStatus: 'equal',
    });
    expect(cleared.json().expectedTotalProfit).toBe(1000);
    expect(cleared.json().auctionCustomerProfit).toBe(17250 - 12000);
  });

  it('refuses bad input with field messages and an unknown purchase type; nothing changes without a change', async () => {
    const row = await newAppraisal(t.ctx.db, dealerId, { ...open, adjustedPayoffAmount: 5000, dealTypeId: null });
    const bad = await put(row.id, { adjustedPayoffAmount: -5, sellStrategyStatusId: 9 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      adjustedPayoffAmount: 'Enter an amount of 0 or more.',
      sellStrategyStatusId: 'Choose Wholesale, Auction, Repair or Retail.',
    });
    const type = await put(row.id, { dealTypeId: 999 });
    expect(type.statusCode).toBe(400);
    expect(type.json().error.fields.dealTypeId).toBe('Choose a purchase type.');
    const ok = await put(row.id, { dealTypeId: 3 });
    expect(ok.json()).toMatchObject({ dealTypeId: 3, dealTypeName: 'Lease buyout' });
    const before = await lastActivity(row.id);
    expect((await put(row.id, { adjustedPayoffAmount: '5,000.00' })).statusCode).toBe(200);
    expect(await lastActivity(row.id)).toEqual(before);
  });

  it('closed or archived record 422, SALES 403, another dealer 404, no session 401', async () => {
    const closed = await newAppraisal(t.ctx.db, dealerId, { ...open, appraisalStatusId: 3 });
    const refused = await put(closed.id, { pickupFee: 1 });
    expect(refused.statusCode).toBe(422);
    const archived = await newAppraisal(t.ctx.db, dealerId, { ...open, deletedAt: new Date() });
    expect((await put(archived.id, { pickupFee: 1 })).statusCode).toBe(422);
    const lease = await newAppraisal(t.ctx.db, dealerId, {
      ...open,
      appraisalTypeId: 2,
      area: 'lease',
      appraisalStatusId: 1,
    });
    expect((await put(lease.id, { pickupFee: 1 })).statusCode).toBe(200);
    const row = await newAppraisal(t.ctx.db, dealerId, { ...open, pickupFee: 100 });
    expect((await put(row.id, { pickupFee: 1 }, sales)).statusCode).toBe(403);
    const theirs = await newAppraisal(t.ctx.db, otherDealerId, open);
    expect((await put(theirs.id, { pickupFee: 1 })).statusCode).toBe(404);
    expect((await put(row.id, { pickupFee: 1 }, null)).statusCode).toBe(401);
    expect((await stored(row.id)).pickupFee).toBe(100);
    expect((await stored(closed.id)).pickupFee).toBe(closed.pickupFee);
  });
});

describe('bids in the worksheet save', () => {
  it('creates, updates, removes and prefers bids, with profit from the saved worksheet, highest first', async () => {
    const row = await newAppraisal(t.ctx.db, dealerId, open);
    const created = await put(row.id, {
      ...INPUTS,
      bids: [
        { bidderId: bidderA, amount: 19000, profit: 123456, isPreferred: false },
        { bidderId: bidderB, amount: '20,000.00', isPreferred: true },
      ],
    });
    expect(created.statusCode).toBe(200);
    // 20000 - 19250 = 750; 19000 - 19250 = -250 (the profit sent is ignored).
    expect(created.json().bids).toMatchObject([
      { bidderId: bidderB, bidderName: 'Copart', amount: 20000, profit: 750, isPreferred: true },
      { bidderId: bidderA, bidderName: 'ACV Auctions', amount: 19000, profit: -250, isPreferred: false },
    ]);
    expect((await lastActivity(row.id))?.details).toContain('Bids 2 added');
    const [first, second] = await bidsOf(row.id);

    // Update the first (and prefer it), drop the second, add a third; the proposal moves too.
    const updated = await put(row.id, {
      auctionProposal: 17000,
      bids: [
        { id: first!.id, bidderId: bidderA, amount: 21000, isPreferred: true },
        { bidderId: bidderB, amount: 18000, isPreferred: false },
      ],
    });
    expect(updated.statusCode).toBe(200);
    const after = await bidsOf(row.id);
    expect(after.map((b) => b.id)).not.toContain(second!.id);
    // amount - 17000 - 1750
    expect(after).toEqual([
      { id: first!.id, bidderId: bidderA, amount: 21000, profit: 2250, isPreferred: true },
      { id: expect.any(Number), bidderId: bidderB, amount: 18000, profit: -750, isPreferred: false },
    ]);
    expect(after[0]!.profit).toBe(bidProfit(21000, { ...INPUTS, auctionProposal: 17000 }));
    expect((await lastActivity(row.id))?.details).toContain('Bids 1 added, 1 updated, 1 removed');

    // A save without bids (any writer) keeps them and moves their profit with the worksheet.
    const recomputed = await put(row.id, { auctionProposal: 16000 }, appraiser);
    expect(recomputed.statusCode).toBe(200);
    expect((await bidsOf(row.id)).map((b) => b.profit)).toEqual([3250, 250]);

    // An empty list removes them all.
    await put(row.id, { bids: [] });
    expect(await bidsOf(row.id)).toEqual([]);
  });

  it('refuses two preferred, a bid of another appraisal and another dealer’s bidder with 400; nothing saved', async () => {
    const row = await newAppraisal(t.ctx.db, dealerId, { ...open, pickupFee: 100 });
    const two = await put(row.id, {
      pickupFee: 300,
      bids: [
        { bidderId: bidderA, amount: 100, isPreferred: true },
        { bidderId: bidderB, amount: 200, isPreferred: true },
      ],
    });
    expect(two.statusCode).toBe(400);
    expect(two.json().error.fields.bids).toBe('Only one bid can be preferred.');

    const other = await newAppraisal(t.ctx.db, dealerId, open);
    await put(other.id, { bids: [{ bidderId: bidderA, amount: 100 }] });
    const [foreignBid] = await bidsOf(other.id);
    const stolen = await put(row.id, { pickupFee: 300, bids: [{ id: foreignBid!.id, bidderId: bidderA, amount: 5 }] });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().error.fields['bids.0.id']).toBe('This bid does not belong to this appraisal.');
    expect((await bidsOf(other.id))[0]!.amount).toBe(100);

    const foreign = await put(row.id, { pickupFee: 300, bids: [{ bidderId: foreignBidder, amount: 5 }] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.fields['bids.0.bidderId']).toBe('Choose one of the dealer’s bidders.');

    const missing = await put(row.id, { bids: [{ amount: 5 }] });
    expect(missing.json().error.fields['bids.0.bidderId']).toBe('Bidder is required');
    expect((await stored(row.id)).pickupFee).toBe(100);
    expect(await bidsOf(row.id)).toEqual([]);
  });

  it('a role that may not handle bids gets 403 and nothing is saved; a record with a status takes no bids', async () => {
    const row = await newAppraisal(t.ctx.db, dealerId, { ...open, pickupFee: 100 });
    const res = await put(row.id, { pickupFee: 300, bids: [{ bidderId: bidderA, amount: 100 }] }, appraiser);
    expect(res.statusCode).toBe(403);
    expect((await stored(row.id)).pickupFee).toBe(100);
    expect(await bidsOf(row.id)).toEqual([]);

    const buying = await newAppraisal(t.ctx.db, dealerId, {
      ...open,
      appraisalTypeId: 2,
      area: 'lease',
      appraisalStatusId: 1,
    });
    const closed = await put(buying.id, { bids: [{ bidderId: bidderA, amount: 100 }] });
    expect(closed.statusCode).toBe(422);
    expect(await bidsOf(buying.id)).toEqual([]);
  });
});
