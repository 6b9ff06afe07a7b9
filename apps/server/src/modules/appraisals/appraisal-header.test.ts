import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAppraisal, newDealer, newUser } from '../../../test/support/factories';
import { activityOf as activityFor, dealerRequests } from '../../../test/support/fixtures';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { affiliates, appraisalUsers, dealerBanks } from '../../db/schema';

let t: TestApp;
let dealerId: number;
let otherDealerId: number;
let writerId: number;
let writer: string;
let sales: string;
let tech: string;
const open = {
  area: 'buying' as const,
  appraisalTypeId: 1,
  appraisalStatusId: null,
  deletedAt: null,
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@example.test',
  phoneNumber: '5551234567',
  vendorName: null,
};

beforeAll(async () => {
  t = await createTestApp();
  dealerId = (await newDealer(t.ctx.db)).id;
  otherDealerId = (await newDealer(t.ctx.db)).id;
  const w = await newUser(t.ctx.db, { dealerIds: [dealerId], roles: ['APPRAISER'] });
  writerId = w.id;
  writer = await t.login(w.email);
  sales = await t.login((await newUser(t.ctx.db, { dealerIds: [dealerId], roles: ['SALES'] })).email);
  tech = await t.login((await newUser(t.ctx.db, { dealerIds: [dealerId], roles: ['SERVICE_TECH'] })).email);
});
afterAll(() => t.close());

const { call, post } = dealerRequests(
  () => t,
  () => dealerId,
  () => writer,
);
const activityOf = (id: number) => activityFor(t, id);

describe('POST /api/appraisals/:id/contact', () => {
  it('saves what changed, logs it, and writes nothing when nothing changed', async () => {
    const row = await newAppraisal(t.ctx.db, dealerId, open);
    const same = await post(`/api/appraisals/${row.id}/contact`, { ...open, firstName: ' Ann ', vendorName: '' });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ id: row.id, firstName: 'Ann' });
    expect(await activityOf(row.id)).toEqual([]);

    const res = await post(`/api/appraisals/${row.id}/contact`, { firstName: 'Anna', email: 'anna@example.test' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Anna', lastName: 'Lee', email: 'anna@example.test', users: [] });
    expect(await activityOf(row.id)).toEqual([
      {
        action: 'Contact updated',
        details: 'First name: Ann → Anna; E-mail: ann@example.test → anna@example.test',
        userId: writerId,
      },
    ]);
  });

  it('refuses a bad e-mail with a field message, a closed record with 422, SALES with 403, another dealer with 404, no session with 401', async () => {
    const row = await newAppraisal(t.ctx.db, dealerId, open);
    const bad = await post(`/api/appraisals/${row.id}/contact`, { email: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.email).toBe('Enter a valid email');
    const closed = await newAppraisal(t.ctx.db, dealerId, { ...open, appraisalStatusId: 3 });
    const refused = await post(`/api/appraisals/${closed.id}/contact`, { firstName: 'X' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toBe('This record is closed. Reopen it to make changes.');
    const archived = await newAppraisal(t.ctx.db, dealerId, { ...open, deletedAt: new Date() });
    const gone = await post(`/api/appraisals/${archived.id}/contact`, { firstName: 'X' });
    expect(gone.statusCode).toBe(422);
    expect(gone.json().error.message).toBe('This record is archived.');
    expect((await post(`/api/appraisals/${row.id}/contact`, { firstName: 'X' }, sales)).statusCode).toBe(403);
    const theirs = await newAppraisal(t.ctx.db, otherDealerId, open);
    expect((await post(`/api/appraisals/${theirs.id}/contact`, { firstName: 'X' })).statusCode).toBe(404);
    expect((await post(`/api/appraisals/${row.id}/contact`, { firstName: 'X' }, null)).statusCode).toBe(401);
    expect(await activityOf(closed.id)).toEqual([]);
  });
});

describe('header fields', () => {
  it('e-mail: required and valid, then saved with an activity row', async () => {
    const row = await newAppraisal(t.ctx.db, dealerId, open);
    const missing = await post(`/api/appraisals/${row.id}/email`, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.email).toBe('Email is required');
    const res = await post(`/api/appraisals/${row.id}/email`, { email: 'new@example.test' });
    expect(res.json().email).toBe('new@example.test');
    expect((await activityOf(row.id))[0]).toMatchObject({ action: 'E-mail updated' });
  });

  it('deal type: must be a purchase type; null clears it', async () => {
    const row = await newAppraisal(t.ctx.db, dealerId, { ...open, dealTypeId: null });
    const bad = await post(`/api/appraisals/${row.id}/deal_type`, { dealTypeId: 999 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.dealTypeId).toBe('Choose a purchase type.');
    const res = await post(`/api/appraisals/${row.id}/deal_type`, { dealTypeId: 3 });
    expect(res.json()).toMatchObject({ dealTypeId: 3, dealTypeName: 'Lease buyout' });
    expect((await activityOf(row.id))[0]).toEqual({
      action: 'Purchase type updated',
      details: 'Lease buyout',
      userId: writerId,
    });
    expect((await post(`/api/appraisals/${row.id}/deal_type`, { dealTypeId: null })).json().dealTypeName).toBeNull();
  });

  it('affiliate: must be one of the dealer’s', async () => {
    const row = await newAppraisal(t.ctx.db, dealerId, { ...open, affiliateId: null });
    const [mine] = await t.ctx.db.insert(affiliates).values({ dealerId, name: 'Northside' }).returning();
    const [theirs] = await t.ctx.db.insert(affiliates).values({ dealerId: otherDealerId, name: 'Theirs' }).returning();
    const bad = await post(`/api/appraisals/${row.id}/affiliate`, { affiliateId: theirs!.id });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.affiliateId).toBe('Choose an affiliate.');
    const res = await post(`/api/appraisals/${row.id}/affiliate`, { affiliateId: mine!.id });
    expect(res.json()).toMatchObject({ affiliateId: mine!.id, affiliateName: 'Northside' });
    expect((await activityOf(row.id))[0]).toMatchObject({ action: 'Affiliate updated', details: 'Northside' });
  });

  it('finance bank: a name is linked to the dealer bank of that name ignoring case; a chosen bank must be the dealer’s', async () => {
    const row = await newAppraisal(t.ctx.db, dealerId, { ...open, financeBank: null, dealerBankId: null });
    const [bank] = await t.ctx.db.insert(dealerBanks).values({ dealerId, name: 'Chase Auto' }).returning();
    const [foreign] = await t.ctx.db.insert(dealerBanks).values({ dealerId: otherDealerId, name: 'X' }).returning();

    const matched = await post(`/api/appraisals/${row.id}/finance_bank`, {
      financeBank: 'CHASE auto',
      financeBankNum: '123',
      maturityDate: '03/15/2027',
    });
    expect(matched.statusCode).toBe(200);
    expect(matched.json()).toMatchObject({
      financeBank: 'CHASE auto',
      dealerBankId: bank!.id,
      financeBankNum: '123',
      maturityDate: '2027-03-15',
      financeBankKnown: true,
    });
    const unknown = await post(`/api/appraisals/${row.id}/finance_bank`, { financeBank: 'Other Credit Union' });
    expect(unknown.json()).toMatchObject({ dealerBankId: null, financeBankKnown: false, financeBankNum: '123' });

    const bad = await post(`/api/appraisals/${row.id}/finance_bank`, { dealerBankId: foreign!.id });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.dealerBankId).toBe('Choose a bank.');
    const chosen = await post(`/api/appraisals/${row.id}/finance_bank`, { financeBank: null, dealerBankId: bank!.id });
    expect(chosen.json()).toMatchObject({ financeBank: 'Chase Auto', dealerBankId: bank!.id, financeBankKnown: true });
    const badDate = await post(`/api/appraisals/${row.id}/finance_bank`, { maturityDate: '13/45/2020' });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().error.fields.maturityDate).toBeTruthy();
    expect((await activityOf(row.id)).map((a) => a.action)).toEqual([
      'Finance bank updated',
      'Finance bank updated',
      'Finance bank updated',
    ]);
  });

  it('sell strategy: recomputes the expected profit; a bad id is a 400', async () => {
    const row = await newAppraisal(t.ctx.db, dealerId, {
      ...open,
      sellStrategyStatusId: 2,
      auctionValuation: 10_000,
      retailValuation: 14_000,
      auctionFee: 400,
      pickupFee: 200,
      wholesalePack: 300,
      profitObjective: 1500,
      auctionProposal: 8000,
      retailProposal: 9000,
      reconBodyCost: null,
      reconMechCost: null,
      reconOtherCost: null,
      adjustedPayoffAmount: null,
    });
    const before = (
      await t.app.inject({
        method: 'GET',
        url: `/api/appraisals/${row.id}`,
        headers: { cookie: writer, 'x-dealer-id': String(dealerId) },
      })
    ).json();
    const bad = await post(`/api/appraisals/${row.id}/sell_strat`, { sellStrategyStatusId: 9 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.sellStrategyStatusId).toBe('Choose Wholesale, Auction, Repair or Retail.');
    const res = await post(`/api/appraisals/${row.id}/sell_strat`, { sellStrategyStatusId: 4 });
    expect(res.json().sellStrategyStatusId).toBe(4);
    expect(res.json().expectedTotalProfit).toBe(res.json().retailTotalProfit);
    expect(before.expectedTotalProfit).not.toBe(res.json().expectedTotalProfit);
    expect((await activityOf(row.id))[0]).toMatchObject({ action: 'Sell strategy updated', details: 'Retail' });
  });

  it('owner status: 1, 2 or 3', async () => {
    const row = await newAppraisal(t.ctx.db, dealerId, { ...open, ownerStatusId: 1 });
    const bad = await post(`/api/appraisals/${row.id}/owner-status`, { ownerStatusId: 5 });
    expect(bad.json().error.fields.ownerStatusId).toBe('Choose Paid off, Finance or Lease.');
    const res = await post(`/api/appraisals/${row.id}/owner-status`, { ownerStatusId: 3 });
    expect(res.json().ownerStatusId).toBe(3);
    expect((await activityOf(row.id))[0]).toMatchObject({ action: 'Owner status updated', details: 'Lease' });
  });
});

describe('assigned users', () => {
  it('PUT users replaces the set with active members of the dealer only', async () => {
    const row = await newAppraisal(t.ctx.db, dealerId, open);
    const ann = await newUser(t.ctx.db, { dealerIds: [dealerId], roles: ['APPRAISER'] });
    const gone = await newUser(t.ctx.db, { dealerIds: [dealerId], active: false });
    const stranger = await newUser(t.ctx.db, { dealerIds: [otherDealerId] });
    for (const userIds of [[ann.id, gone.id], [stranger.id], [999_999]]) {
      const bad = await call('PUT', `/api/appraisals/${row.id}/users`, { userIds });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.fields.userIds).toBe('Choose users from the list.');
    }
    expect((await call('PUT', `/api/appraisals/${row.id}/users`, { userIds: 'x' })).statusCode).toBe(400);

    const res = await call('PUT', `/api/appraisals/${row.id}/users`, { userIds: [ann.id, writerId] });
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .users.map((u: { id: number }) => u.id)
        .sort(),
    ).toEqual([ann.id, writerId].sort());
    const again = await call('PUT', `/api/appraisals/${row.id}/users`, { userIds: [writerId, ann.id] });
    expect(again.statusCode).toBe(200);
    const cleared = await call('PUT', `/api/appraisals/${row.id}/users`, { userIds: [] });
    expect(cleared.json().users).toEqual([]);
    expect(await activityOf(row.id)).toEqual([
      { action: 'Assigned users updated', details: 'none', userId: writerId },
      { action: 'Assigned users updated', details: 'Test User, Test User', userId: writerId },
    ]);
    expect((await call('PUT', `/api/appraisals/${row.id}/users`, { userIds: [] }, sales)).statusCode).toBe(403);
  });

  it('POST first_user: the first writer or service tech to open an unassigned record is assigned; SALES is refused', async () => {
    const row = await newAppraisal(t.ctx.db, dealerId, open);
    expect((await post(`/api/appraisals/${row.id}/first_user`, undefined, sales)).statusCode).toBe(403);

    const mine = await post(`/api/appraisals/${row.id}/first_user`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({ user: { id: writerId, firstName: 'Test', lastName: 'User', initials: 'TU' } });
    expect(await activityOf(row.id)).toEqual([
      { action: 'Assigned users updated', details: 'Test User', userId: writerId },
    ]);

    const other = await newUser(t.ctx.db, { dealerIds: [dealerId], roles: ['APPRAISER'] });
    await t.ctx.db
      .insert(appraisalUsers)
      .values({ appraisalId: row.id, userId: other.id, assignedAt: new Date(Date.now() + 60_000) });
    // Already assigned: the tech is answered the first user and nobody else is added.
    expect((await post(`/api/appraisals/${row.id}/first_user`, undefined, tech)).json().user.id).toBe(writerId);
    expect(await activityOf(row.id)).toHaveLength(1);

    // A service tech opening an unassigned (even closed) record becomes its first assigned user.
    const serviceRow = await newAppraisal(t.ctx.db, dealerId, { ...open, area: 'service', appraisalStatusId: 1 });
    const techFirst = await post(`/api/appraisals/${serviceRow.id}/first_user`, undefined, tech);
    expect(techFirst.json().user).toMatchObject({ firstName: 'Test', lastName: 'User' });
    expect(techFirst.json().user.id).not.toBe(writerId);
    const detail = await call('GET', `/api/appraisals/${serviceRow.id}`);
    expect(detail.json().users.map((u: { id: number }) => u.id)).toEqual([techFirst.json().user.id]);

    // An archived record is nobody's to take.
    const archived = await newAppraisal(t.ctx.db, dealerId, { ...open, deletedAt: new Date() });
    expect((await post(`/api/appraisals/${archived.id}/first_user`)).json()).toEqual({ user: null });

    const theirs = await newAppraisal(t.ctx.db, otherDealerId, open);
    expect((await post(`/api/appraisals/${theirs.id}/first_user`)).statusCode).toBe(404);
  });
});
