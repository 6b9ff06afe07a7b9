import { LEASE_STEP_MESSAGES } from '@dealer/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAppraisal, newDealer, newUser } from '../../../test/support/factories';
import { activityOf as activityFor, dealerRequests } from '../../../test/support/fixtures';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { dealerBanks } from '../../db/schema';

let t: TestApp;
let dealerId: number;
let otherDealerId: number;
let bankId: number;
let writerId: number;
let writer: string;
let salesManager: string;
let sales: string;
let finance: string;

/** A lease return whose finance bank is one of the dealer's (linked as the header links it). */
const lease = () => ({
  area: 'lease' as const,
  appraisalTypeId: 2,
  appraisalStatusId: null,
  previousStatusId: null,
  statusChangedAt: null,
  deletedAt: null,
  financeBank: 'Ally Financial',
  dealerBankId: bankId,
  turninDate: null,
  lrtnInfo: null,
});

beforeAll(async () => {
  t = await createTestApp();
  dealerId = (await newDealer(t.ctx.db)).id;
  otherDealerId = (await newDealer(t.ctx.db)).id;
  const [bank] = await t.ctx.db.insert(dealerBanks).values({ dealerId, name: 'Ally Financial' }).returning();
  bankId = bank!.id;
  const w = await newUser(t.ctx.db, { dealerIds: [dealerId], roles: ['APPRAISER'] });
  writerId = w.id;
  writer = await t.login(w.email);
  const login = async (role: 'SALES_MANAGER' | 'SALES' | 'FINANCE_MANAGER') =>
    t.login((await newUser(t.ctx.db, { dealerIds: [dealerId], roles: [role] })).email);
  salesManager = await login('SALES_MANAGER');
  sales = await login('SALES');
  finance = await login('FINANCE_MANAGER');
});
afterAll(() => t.close());

const { call, post } = dealerRequests(
  () => t,
  () => dealerId,
  () => writer,
);
const activityOf = (id: number) => activityFor(t, id);
const RETURN = {
  address: '1 Harbor Way, Portland ME',
  turninDate: '05/02/2026',
  firstName: 'Ida',
  email: 'ida@bank.test',
};
const LOCATION = { agreed: true, address: '22 Elm St', firstName: 'Joe', lastName: 'Park', phone: '2075550100' };

type Step = 'grounded' | 'picked-up' | 'returned' | 'location';
const bodyOf = (step: Step) => (step === 'returned' ? RETURN : step === 'location' ? LOCATION : undefined);
const take = (id: number, step: Step, cookie?: string | null) =>
  post(`/api/appraisals/${id}/${step}`, bodyOf(step), cookie);

describe('lease-return management steps', () => {
  it('Ground then Picked up: ground_return -> grounded -> turnedin, each with its activity, each undoable', async () => {
    const row = await newAppraisal(t.ctx.db, dealerId, { ...lease(), appraisalStatusId: 2 });
    const grounded = await take(row.id, 'grounded');
    expect(grounded.statusCode).toBe(200);
    expect(grounded.json()).toMatchObject({ appraisalStatusId: 200, previousStatusId: 2, leaseStage: 'grounded' });
    const picked = await take(row.id, 'picked-up', salesManager);
    expect(picked.statusCode).toBe(200);
    expect(picked.json()).toMatchObject({ appraisalStatusId: 220, previousStatusId: 200, leaseStage: 'turnedin' });
    expect((await activityOf(row.id)).map((a) => [a.action, a.details])).toEqual([
      ['Picked up', 'was Grounded'],
      ['Grounded', 'was Grounding'],
    ]);

    const undone = await post(`/api/appraisals/${row.id}/undo-status`);
    expect(undone.json()).toMatchObject({ appraisalStatusId: 200, leaseStage: 'grounded' });
    // Ground again after undoing it.
    const row2 = await newAppraisal(t.ctx.db, dealerId, lease());
    await take(row2.id, 'grounded');
    expect((await post(`/api/appraisals/${row2.id}/undo-status`)).json()).toMatchObject({
      appraisalStatusId: null,
      leaseStage: 'ground_return',
    });
  });

  it('each step is refused (422) from the stages it does not leave', async () => {
    const at = (appraisalStatusId: number | null) =>
      newAppraisal(t.ctx.db, dealerId, { ...lease(), appraisalStatusId });
    const refused = async (status: number | null, step: Step, message: string) => {
      const res = await take((await at(status)).id, step);
      expect(res.statusCode, `${step} from ${status}`).toBe(422);
      expect(res.json().error.message).toBe(message);
    };
    await refused(200, 'grounded', LEASE_STEP_MESSAGES.grounded);
    await refused(1, 'grounded', LEASE_STEP_MESSAGES.buyingNotGrounded);
    await refused(220, 'grounded', LEASE_STEP_MESSAGES.turnedIn);
    await refused(null, 'picked-up', LEASE_STEP_MESSAGES.pickedUp);
    await refused(2, 'picked-up', LEASE_STEP_MESSAGES.pickedUp);
    await refused(230, 'picked-up', LEASE_STEP_MESSAGES.turnedIn);
    await refused(220, 'returned', LEASE_STEP_MESSAGES.turnedIn);
    await refused(400, 'returned', LEASE_STEP_MESSAGES.turnedIn);
    await refused(230, 'location', LEASE_STEP_MESSAGES.turnedIn);
    const archived = await newAppraisal(t.ctx.db, dealerId, { ...lease(), deletedAt: new Date() });
    expect((await take(archived.id, 'grounded')).json().error.message).toBe(LEASE_STEP_MESSAGES.archived);
  });

  it('only lease returns: every step is refused on a trade-in', async () => {
    const trade = await newAppraisal(t.ctx.db, dealerId, { ...lease(), area: 'buying', appraisalTypeId: 1 });
    for (const step of ['grounded', 'picked-up', 'returned', 'location'] as const) {
      const res = await take(trade.id, step);
      expect(res.statusCode, step).toBe(422);
      expect(res.json().error.message).toBe(LEASE_STEP_MESSAGES.leaseOnly);
    }
  });

  it('per role: writers may, SALES and FINANCE_MANAGER may not (403); no session 401; another dealer 404', async () => {
    const row = await newAppraisal(t.ctx.db, dealerId, lease());
    for (const step of ['grounded', 'picked-up', 'returned', 'location'] as const) {
      expect((await take(row.id, step, sales)).statusCode, step).toBe(403);
      expect((await take(row.id, step, finance)).statusCode, step).toBe(403);
      expect((await take(row.id, step, null)).statusCode, step).toBe(401);
    }
    const theirs = await newAppraisal(t.ctx.db, otherDealerId, lease());
    expect((await take(theirs.id, 'grounded')).statusCode).toBe(404);
    expect((await take(row.id, 'grounded', salesManager)).statusCode).toBe(200);
  });

  it('Returned stores the dialog in lrtnInfo.returned and turninDate; undo takes them back', async () => {
    const row = await newAppraisal(t.ctx.db, dealerId, { ...lease(), appraisalStatusId: 200 });
    const res = await take(row.id, 'returned');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      appraisalStatusId: 230,
      leaseStage: 'turnedin',
      turninDate: '2026-05-02',
      lrtnInfo: {
        returned: {
          address: '1 Harbor Way, Portland ME',
          firstName: 'Ida',
          lastName: null,
          email: 'ida@bank.test',
          phone: null,
        },
      },
    });
    expect((await activityOf(row.id))[0]).toMatchObject({
      action: 'Returned',
      details: 'turn-in 2026-05-02: 1 Harbor Way, Portland ME, Ida, ida@bank.test',
      userId: writerId,
    });
    const undone = await post(`/api/appraisals/${row.id}/undo-status`);
    expect(undone.json()).toMatchObject({ appraisalStatusId: 200, turninDate: null, lrtnInfo: {} });
  });

  it("the dialogs' validation messages (400 with field messages)", async () => {
    const row = await newAppraisal(t.ctx.db, dealerId, lease());
    const noReturn = await post(`/api/appraisals/${row.id}/returned`, { address: ' ', email: 'nope' });
    expect(noReturn.statusCode).toBe(400);
    expect(noReturn.json().error.fields).toEqual({
      address: 'Address required.',
      turninDate: 'Date required.',
      email: expect.any(String),
    });
    const noAgreement = await post(`/api/appraisals/${row.id}/location`, { agreed: false, email: 'x@' });
    expect(noAgreement.statusCode).toBe(400);
    expect(noAgreement.json().error.fields).toMatchObject({ agreed: 'Agreement required.', email: expect.any(String) });
    // A location change names where the vehicle is: a blank address is not saved as "no address".
    const noAddress = await post(`/api/appraisals/${row.id}/location`, { ...LOCATION, address: '  ' });
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json().error.fields).toEqual({ address: 'Address required.' });
    expect(await activityOf(row.id)).toEqual([]);
  });

  it('Location stores lrtnInfo.location and keeps the status and the return', async () => {
    const row = await newAppraisal(t.ctx.db, dealerId, { ...lease(), appraisalStatusId: 200 });
    const res = await take(row.id, 'location');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      appraisalStatusId: 200,
      lrtnInfo: {
        location: { address: '22 Elm St', firstName: 'Joe', lastName: 'Park', email: null, phone: '2075550100' },
      },
    });
    expect((await activityOf(row.id))[0]).toMatchObject({
      action: 'Location changed',
      details: '22 Elm St, Joe Park, 2075550100',
    });
  });

  it("Banks don't match: grounding and pick-up are refused, the return is taken", async () => {
    const stray = { ...lease(), financeBank: 'Faraway Credit Union', dealerBankId: null };
    const row = await newAppraisal(t.ctx.db, dealerId, stray);
    const ground = await take(row.id, 'grounded');
    expect(ground.statusCode).toBe(422);
    expect(ground.json().error.message).toBe(LEASE_STEP_MESSAGES.banksDontMatch);
    const grounded = await newAppraisal(t.ctx.db, dealerId, { ...stray, appraisalStatusId: 200 });
    expect((await take(grounded.id, 'picked-up')).json().error.message).toBe(LEASE_STEP_MESSAGES.banksDontMatch);
    expect((await take(row.id, 'returned')).json()).toMatchObject({ appraisalStatusId: 230 });
    // A bank named like a dealer bank (not linked by id) matches.
    const named = await newAppraisal(t.ctx.db, dealerId, { ...stray, financeBank: ' ally financial ' });
    expect((await take(named.id, 'grounded')).statusCode).toBe(200);
  });

  it('bought (400): BUY on the worksheet (status 1), then Picked up; undo goes back to Buying', async () => {
    const row = await newAppraisal(t.ctx.db, dealerId, { ...lease(), sellStrategyStatusId: 4 });
    const buy = await post(`/api/appraisals/${row.id}/buy`, { amount: 21000, notify: false, type: 'retail' });
    expect(buy.json()).toMatchObject({ appraisalStatusId: 1, leaseStage: 'ground_return' });
    const bought = await take(row.id, 'picked-up');
    expect(bought.statusCode).toBe(200);
    expect(bought.json()).toMatchObject({
      appraisalStatusId: 400,
      previousStatusId: 1,
      leaseStage: 'turnedin',
      stage: 'buying',
    });
    expect((await activityOf(row.id))[0]).toMatchObject({ action: 'Bought', details: 'was Buying' });
    const undone = await post(`/api/appraisals/${row.id}/undo-status`);
    expect(undone.json()).toMatchObject({ appraisalStatusId: 1, leaseStage: 'ground_return' });
  });

  it('POST status sets only Buying and Reject: the lease statuses have their own steps', async () => {
    const row = await newAppraisal(t.ctx.db, dealerId, lease());
    for (const status of [2, 200, 220, 230, 400]) {
      const res = await post(`/api/appraisals/${row.id}/status`, { appraisalStatusId: status });
      expect(res.statusCode, String(status)).toBe(422);
    }
    const counts = await call(
      'GET',
      `/api/appraisals/counts?by=leaseStage&filter=${encodeURIComponent('{"leases":true}')}`,
    );
    expect(counts.statusCode).toBe(200);
  });
});
