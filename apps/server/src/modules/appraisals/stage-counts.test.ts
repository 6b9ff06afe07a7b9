import { WORKFLOW_STAGES } from '@dealer/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAppraisal, newDealer, newUser } from '../../../test/support/factories';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

let t: TestApp;
let dealerId: number;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  dealerId = (await newDealer(t.ctx.db)).id;
  admin = await t.login((await newUser(t.ctx.db, { dealerIds: [dealerId], roles: ['DEALER_ADMIN'] })).email);
});
afterAll(() => t.close());

const query = (params: Record<string, unknown>) =>
  new URLSearchParams(
    Object.entries(params).map(([k, v]): [string, string] => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  ).toString();

function get(url: string, cookie = admin, dealer = dealerId) {
  return t.app.inject({
    method: 'GET',
    url,
    headers: { ...(cookie ? { cookie } : {}), 'x-dealer-id': String(dealer) },
  });
}

const counts = async (params: Record<string, unknown>) => {
  const res = await get(`/api/appraisals/counts?${query(params)}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { counts: Record<string, number> }).counts;
};

const listTotal = async (filter: Record<string, unknown>) =>
  Number((await get(`/api/appraisals?${query({ filter })}`)).headers['x-total-count']);

describe('GET /api/appraisals/counts', () => {
  beforeAll(async () => {
    const trade = { area: 'buying', appraisalTypeId: 1, appraisalStatusId: null } as const;
    for (const stage of ['assess', 'assess', 'assess', 'payoff', 'offered'] as const)
      await newAppraisal(t.ctx.db, dealerId, { ...trade, stage, make: 'Toyota' });
    await newAppraisal(t.ctx.db, dealerId, { ...trade, stage: 'payoff', make: 'Honda' });
    // Not in the buying center: rejected, archived, another area, another dealer.
    await newAppraisal(t.ctx.db, dealerId, { ...trade, stage: 'assess', appraisalStatusId: 3 });
    await newAppraisal(t.ctx.db, dealerId, { ...trade, stage: 'assess', deletedAt: new Date() });
    await newAppraisal(t.ctx.db, dealerId, { area: 'lease', appraisalTypeId: 2, stage: 'assess' });
    const other = await newDealer(t.ctx.db);
    await newAppraisal(t.ctx.db, other.id, { ...trade, stage: 'assess' });
  });

  it("counts every stage tab with the list's filter, each equal to that tab's list total", async () => {
    const filter = { appraisalTypeId: 1, filterId: -4 };
    const byStage = await counts({ filter });
    expect(Object.keys(byStage)).toEqual([...WORKFLOW_STAGES]);
    expect(byStage).toMatchObject({ inspect: 0, assess: 3, payoff: 2, offered: 1, accepted: 0 });
    for (const stage of WORKFLOW_STAGES) expect(byStage[stage]).toBe(await listTotal({ ...filter, stage }));
  });

  it('applies the search and ignores the stage or tab of the filter', async () => {
    const filter = { appraisalTypeId: 1, filterId: -4, q: 'honda' };
    expect(await counts({ filter: { ...filter, stage: 'assess' } })).toMatchObject({ assess: 0, payoff: 1 });
    expect(await counts({ filter: { ...filter, tab: 'offered' } })).toMatchObject({ assess: 0, payoff: 1 });
  });

  it('groups lease returns by lease stage when asked', async () => {
    const byLease = await counts({ filter: { leases: true, filterId: -4 }, by: 'leaseStage' });
    expect(Object.keys(byLease)).toEqual(['ground_return', 'grounded', 'turnedin']);
    expect(byLease.ground_return).toBe(await listTotal({ leases: true, filterId: -4, stage: 'ground_return' }));
  });

  it('refuses bad input with field messages, no session, and a dealer the user does not belong to', async () => {
    const bad = await get(`/api/appraisals/counts?${query({ filter: { nope: 1 } })}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty(['filter.nope']);
    const badBy = await get('/api/appraisals/counts?by=colour');
    expect(badBy.statusCode).toBe(400);
    expect(badBy.json().error.fields.by).toBe('by must be one of: stage, leaseStage');
    expect((await get('/api/appraisals/counts', '')).statusCode).toBe(401);
    const other = await newDealer(t.ctx.db);
    expect((await get('/api/appraisals/counts', admin, other.id)).statusCode).toBe(403);
  });

  it('is described in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, { get?: { parameters?: { name: string }[]; responses?: Record<string, unknown> } }>;
    };
    const op = doc.paths['/api/appraisals/counts']?.get;
    expect(op?.parameters?.map((p) => p.name)).toEqual(expect.arrayContaining(['filter', 'by']));
    expect(op?.responses).toHaveProperty('200');
  });
});
