import { afterAll, beforeAll, expect, it } from 'vitest';
import { linkDealers, newDealer, newUser } from '../../../test/support/factories';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { bidders } from '../../db/schema';

let t: TestApp;
let dealerId: number;
let cookie: string;
const get = (url: string, dealer = dealerId) =>
  t.app.inject({ method: 'GET', url, headers: { cookie, 'x-dealer-id': String(dealer) } });

beforeAll(async () => {
  t = await createTestApp();
  dealerId = (await newDealer(t.ctx.db)).id;
  cookie = await t.login((await newUser(t.ctx.db, { dealerIds: [dealerId], roles: ['DEALER_ADMIN'] })).email);
});
afterAll(() => t.close());

it('dealer_users lists the dealer staff with their roles there; users/appraisal only those who may work a record', async () => {
  const sales = await newUser(t.ctx.db, { dealerIds: [dealerId], roles: ['SALES'] });
  const tech = await newUser(t.ctx.db, { dealerIds: [dealerId], roles: ['SERVICE_TECH'] });
  const outsider = await newUser(t.ctx.db, { dealerIds: [(await newDealer(t.ctx.db)).id], roles: ['APPRAISER'] });
  const staff = (await get('/api/dealer_users')).json() as {
    id: number;
    roles: { name: string }[];
    initials: string;
  }[];
  expect(staff.map((u) => u.id)).toEqual(expect.arrayContaining([sales.id, tech.id]));
  expect(staff.map((u) => u.id)).not.toContain(outsider.id);
  expect(staff.find((u) => u.id === sales.id)).toMatchObject({
    initials: 'TU',
    roles: [{ name: 'DEALER' }, { name: 'SALES' }],
  });
  const assignable = ((await get('/api/users/appraisal')).json() as { id: number }[]).map((u) => u.id);
  expect(assignable).toContain(tech.id);
  expect(assignable).not.toContain(sales.id);
});

it('deal types, bidders by name and linked dealers', async () => {
  expect((await get('/api/appraisal_deal_types')).json()).toEqual(
    expect.arrayContaining([{ id: 1, name: 'Purchase' }]),
  );
  await t.ctx.db.insert(bidders).values([
    { dealerId, name: 'ACV Auctions' },
    { dealerId, name: 'Copart' },
  ]);
  expect((await get(`/api/dealer_bidders?filter=${encodeURIComponent('{"name":"acv"}')}`)).json()).toEqual([
    { id: expect.any(Number), name: 'ACV Auctions' },
  ]);
  expect((await get('/api/dealer_bidders?filter=nope')).statusCode).toBe(400);
  const partner = await newDealer(t.ctx.db, { name: 'Partner Motors' });
  await linkDealers(t.ctx.db, dealerId, partner.id);
  expect((await get('/api/linked_dealers')).json()).toEqual([
    expect.objectContaining({ id: partner.id, name: 'Partner Motors' }),
  ]);
});

it('every lookup needs a session and a dealer the user belongs to', async () => {
  const other = await newDealer(t.ctx.db);
  for (const url of [
    '/api/dealer_users',
    '/api/users/appraisal',
    '/api/appraisal_deal_types',
    '/api/dealer_bidders',
    '/api/linked_dealers',
  ]) {
    expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    expect((await get(url, other.id)).statusCode, url).toBe(403);
  }
});
