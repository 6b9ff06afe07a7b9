import { afterAll, beforeAll, expect, it } from 'vitest';
import { newDealer, newUser } from '../../../test/support/factories';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('PUT /api/user saves the own profile and answers the session payload', async () => {
  const dealer = await newDealer(t.ctx.db);
  const user = await newUser(t.ctx.db, { dealerIds: [dealer.id] });
  const cookie = await t.login(user.email);
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/user',
    headers: { cookie },
    payload: { firstName: 'Jamie', lastName: 'Lee-Smith', phoneNumber: '5125550123' },
  });
  expect(res.statusCode).toBe(200);
  expect(res.json().user).toMatchObject({
    firstName: 'Jamie',
    lastName: 'Lee-Smith',
    fullName: 'Jamie Lee-Smith',
    phoneNumber: '5125550123',
  });
  const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
  expect(me.json().user.firstName).toBe('Jamie');
});

it('PUT /api/user refuses short names with the spec message and changes nothing', async () => {
  const dealer = await newDealer(t.ctx.db);
  const user = await newUser(t.ctx.db, { dealerIds: [dealer.id] });
  const cookie = await t.login(user.email);
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/user',
    headers: { cookie },
    payload: { firstName: 'Al', lastName: '' },
  });
  expect(res.statusCode).toBe(400);
  expect(res.json().error.fields).toEqual({ firstName: 'First name is required', lastName: 'First name is required' });
  expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).json().user.firstName).toBe(
    'Test',
  );
  expect(
    (await t.app.inject({ method: 'PUT', url: '/api/user', payload: { firstName: 'Jamie', lastName: 'Lee' } }))
      .statusCode,
  ).toBe(401);
});

it('health answers without a session; ready checks the database', async () => {
  expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });
  expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).json()).toEqual({ status: 'ready' });
});

it('GET /api/public/dealers/:slug answers name and logo only, 404 for an unknown slug', async () => {
  const dealer = await newDealer(t.ctx.db, { phoneNumber: '5125550100' });
  const res = await t.app.inject({ method: 'GET', url: `/api/public/dealers/${dealer.slug}` });
  expect(res.json()).toEqual({ id: dealer.id, slug: dealer.slug, name: dealer.name, logoUrl: null });
  expect((await t.app.inject({ method: 'GET', url: '/api/public/dealers/nope' })).statusCode).toBe(404);
});

it('unknown API routes are a JSON 404; the OpenAPI document lists the calls', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
  expect(res.statusCode).toBe(404);
  expect(res.json().error.code).toBe('NOT_FOUND');
  const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(docs.statusCode).toBe(200);
  expect(Object.keys(docs.json().paths)).toEqual(
    expect.arrayContaining(['/api/auth/login', '/api/user', '/api/outbox']),
  );
});
