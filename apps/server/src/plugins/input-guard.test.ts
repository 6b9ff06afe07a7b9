import { NUL_MESSAGE } from '@dealer/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newDealer, newUser } from '../../test/support/factories';
import { createTestApp, type TestApp } from '../../test/support/test-app';

let t: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  const dealer = await newDealer(t.ctx.db);
  const cookie = await t.login((await newUser(t.ctx.db, { dealerIds: [dealer.id], roles: ['DEALER_ADMIN'] })).email);
  headers = { cookie, 'x-dealer-id': String(dealer.id) };
}, 60_000);
afterAll(() => t.close());

const get = (path: string, query: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/api${path}?${new URLSearchParams(query)}`, headers });

describe('a NUL escaped inside a JSON query parameter (issue #35 point 6)', () => {
  const LIST_ROUTES = [
    '/dealer_affiliates',
    '/dealer_banks',
    '/appraisals',
    '/appraisals/counts',
    '/global_search',
    '/dealer_campaigns',
  ];

  it.each(LIST_ROUTES)('%s: filter {"q":"\\u0000abc"} is a 400 on filter.q', async (path) => {
    const res = await get(path, { filter: '{"q":"\\u0000abc"}' });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.fields).toEqual({ 'filter.q': NUL_MESSAGE });
  });

  it('also in a key, deeper down, in sort and in a route that decodes its own filter', async () => {
    const cases: [string, Record<string, string>, string][] = [
      ['/appraisals', { filter: '{"q\\u0000":"x"}' }, 'filter.q\u0000'],
      ['/appraisals', { filter: '{"a":[{"b":"\\u0000"}]}' }, 'filter.a.0.b'],
      ['/appraisals', { sort: '["id\\u0000","ASC"]' }, 'sort.0'],
      ['/dealer_bidders', { filter: '{"name":"\\u0000"}' }, 'filter.name'],
      ['/dealer_campaigns', { filter: '"\\u0000"' }, 'filter'],
    ];
    for (const [path, query, field] of cases) {
      const res = await get(path, query);
      expect(res.statusCode, `${path} ${res.body}`).toBe(400);
      expect(res.json().error.fields).toEqual({ [field]: NUL_MESSAGE });
    }
  });

  it('leaves clean JSON and text that only looks like JSON alone', async () => {
    expect((await get('/dealer_campaigns', { filter: '{"q":"spring"}' })).statusCode).toBe(200);
    expect((await get('/global_search', { filter: '{"q":"[\\"a"}' })).statusCode).toBe(200);
  });
});
