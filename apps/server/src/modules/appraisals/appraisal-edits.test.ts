import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAppraisal, newDealer, newUser } from '../../../test/support/factories';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { activity, appraisals } from '../../db/schema';

let t: TestApp;
let dealerId: number;
let writer: string;
let reader: string;
const open = {
  area: 'buying' as const,
  appraisalTypeId: 1,
  appraisalStatusId: null,
  deletedAt: null,
  sellStrategyStatusId: 2,
  offerSentAt: null,
  offerAcceptedAt: null,
  paveInspectSessionKey: null,
};

beforeAll(async () => {
  t = await createTestApp();
  dealerId = (await newDealer(t.ctx.db)).id;
  writer = await t.login((await newUser(t.ctx.db, { dealerIds: [dealerId], roles: ['APPRAISER'] })).email);
  reader = await t.login((await newUser(t.ctx.db, { dealerIds: [dealerId], roles: ['SALES'] })).email);
});
afterAll(() => t.close());

const post = (url: string, payload: object | undefined, cookie = writer, dealer = dealerId) =>
  t.app.inject({
    method: url.startsWith('DELETE ') ? 'DELETE' : 'POST',
    url: url.replace('DELETE ', ''),
    payload,
    headers: { cookie, 'x-dealer-id': String(dealer) },
  });

describe('inline edits', () => {
  it('saving recon costs recomputes the stored figures and moves the record from assess to payoff, with an activity row', async () => {
    const row = await newAppraisal(t.ctx.db, dealerId, {
      ...open,
      stage: 'assess',
      reconBodyCost: null,
      reconMechCost: null,
      reconOtherCost: null,
      reconditioningCost: null,
      auctionValuation: 10_000,
      auctionFee: 400,
      pickupFee: 200,
      wholesalePack: 300,
      profitObjective: 1500,
    });
    const res = await post(`/api/appraisals/${row.id}/recon`, {
      reconBodyCost: '1,000',
      reconMechCost: 250,
      reconOtherCost: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      reconBodyCost: 1000,
      reconMechCost: 250,
      reconOtherCost: null,
      reconditioningCost: 1250,
      stage: 'payoff',
    });
    // auction: 10,000 - 400 fee - 200 pickup - 1,250 recon - 300 pack (domain worksheet model)
    expect(res.json().auctionProjectedValuation).toBe(7850);
    const [log] = await t.ctx.db.select().from(activity).where(eq(activity.appraisalId, row.id));
    expect(log).toMatchObject({ action: 'Recon updated' });
  });

  it('the payoff must be more than 0 and a computed figure sent by the client is refused', async () => {
    const row = await newAppraisal(t.ctx.db, dealerId, open);
    const bad = await post(`/api/appraisals/${row.id}/payoff`, { adjustedPayoffAmount: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.adjustedPayoffAmount).toBe('Payoff must be more than 0.');
    expect((await post(`/api/appraisals/${row.id}/recon`, { reconditioningCost: 1 })).statusCode).toBe(400);
    const ok = await post(`/api/appraisals/${row.id}/payoff`, { adjustedPayoffAmount: '8,500.50' });
    expect(ok.json().adjustedPayoffAmount).toBe(8500.5);
    expect(ok.json().auctionProjectedEquity).toBe(ok.json().auctionProjectedValuation - 8500.5);
  });

  it('a closed record refuses with 422, a role without write permission with 403, another dealer with 404', async () => {
    const closed = await newAppraisal(t.ctx.db, dealerId, { ...open, appraisalStatusId: 3 });
    const res = await post(`/api/appraisals/${closed.id}/payoff`, { adjustedPayoffAmount: 100 });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe('This record is closed. Reopen it to make changes.');
    const row = await newAppraisal(t.ctx.db, dealerId, open);
    expect((await post(`/api/appraisals/${row.id}/payoff`, { adjustedPayoffAmount: 100 }, reader)).statusCode).toBe(
      403,
    );
    const theirs = await newAppraisal(t.ctx.db, (await newDealer(t.ctx.db)).id, open);
    expect((await post(`/api/appraisals/${theirs.id}/payoff`, { adjustedPayoffAmount: 100 })).statusCode).toBe(404);
    const [unchanged] = await t.ctx.db.select().from(appraisals).where(eq(appraisals.id, theirs.id));
    expect(unchanged?.adjustedPayoffAmount).toBe(theirs.adjustedPayoffAmount);
  });
});

describe('move and archive (the queue row menu)', () => {
  it('moves a record to another area and archives it once', async () => {
    const row = await newAppraisal(t.ctx.db, dealerId, open);
    const moved = await post(`/api/appraisals/${row.id}/move-area`, { toArea: 'showroom' });
    expect(moved.json().area).toBe('showroom');
    expect((await post(`/api/appraisals/${row.id}/move-area`, { toArea: 'garage' })).statusCode).toBe(400);
    const archived = await post(`DELETE /api/appraisals/${row.id}`, undefined);
    expect(archived.statusCode).toBe(200);
    expect(archived.json().deletedAt).toBeTruthy();
    expect(archived.json().deletedBy).toBeTypeOf('number');
    expect((await post(`DELETE /api/appraisals/${row.id}`, undefined)).statusCode).toBe(422);
    const actions = await t.ctx.db
      .select({ action: activity.action, details: activity.details })
      .from(activity)
      .where(and(eq(activity.appraisalId, row.id)));
    expect(actions).toEqual([
      { action: 'Moved', details: 'to Showroom' },
      { action: 'Archived', details: null },
    ]);
  });
});
