import { EMAIL_TEMPLATES, LIST_QUERY_MESSAGES, MAX_LIST_FILTER_IDS } from '@dealer/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAppraisal, newDealer, newUser } from '../../test/support/factories';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { enqueueMessage } from '../modules/outbox/outbox.service';

/**
 * react-admin simple-REST's getMany, `filter={"id":[...]}`, on every list resource: the named
 * rows of the caller's dealer (or the caller's own log), another dealer's ids left out, bad ids a
 * 400 on filter.id.
 */
let t: TestApp;
let dealerId: number;
let otherDealerId: number;
let admin: string;
let otherAdmin: string;

beforeAll(async () => {
  t = await createTestApp();
  dealerId = (await newDealer(t.ctx.db)).id;
  otherDealerId = (await newDealer(t.ctx.db)).id;
  admin = await t.login((await newUser(t.ctx.db, { dealerIds: [dealerId], roles: ['DEALER_ADMIN'] })).email);
  otherAdmin = await t.login((await newUser(t.ctx.db, { dealerIds: [otherDealerId], roles: ['DEALER_ADMIN'] })).email);
}, 60_000);
afterAll(() => t.close());

function call(method: 'GET' | 'POST', url: string, payload?: object, as = { cookie: admin, dealer: dealerId }) {
  return t.app.inject({
    method,
    url,
    payload,
    headers: { cookie: as.cookie, 'x-dealer-id': String(as.dealer) },
  });
}
const theirs = () => ({ cookie: otherAdmin, dealer: otherDealerId });
const created = async (url: string, payload: object, as = { cookie: admin, dealer: dealerId }) => {
  const res = await call('POST', url, payload, as);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id as number;
};

interface Rows {
  mine: number[];
  theirs: number;
}

/** Each list resource and how to make three of the dealer's rows and one of another dealer's. */
const RESOURCES: { path: string; seed: () => Promise<Rows> }[] = [
  {
    path: '/api/appraisals',
    // Rows a page hides on its own (archived, another area): ids still name them (getOne reads them).
    seed: async () => ({
      mine: [
        (await newAppraisal(t.ctx.db, dealerId, { area: 'buying', deletedAt: null, appraisalStatusId: null })).id,
        (await newAppraisal(t.ctx.db, dealerId, { deletedAt: new Date() })).id,
        (await newAppraisal(t.ctx.db, dealerId, { area: 'service', deletedAt: null })).id,
      ],
      theirs: (await newAppraisal(t.ctx.db, otherDealerId)).id,
    }),
  },
  ...(['dealer_affiliates', 'dealer_banks', 'dealer_campaigns'] as const).map((resource) => ({
    path: `/api/${resource}`,
    seed: async () => ({
      mine: [
        await created(`/api/${resource}`, { name: `${resource} one` }),
        await created(`/api/${resource}`, { name: `${resource} two` }),
        await created(`/api/${resource}`, { name: `${resource} three` }),
      ],
      theirs: await created(`/api/${resource}`, { name: `${resource} theirs` }, theirs()),
    }),
  })),
  {
    path: '/api/users',
    seed: async () => ({
      mine: await Promise.all(
        [1, 2, 3].map(async () => (await newUser(t.ctx.db, { dealerIds: [dealerId], roles: ['SALES'] })).id),
      ),
      theirs: (await newUser(t.ctx.db, { dealerIds: [otherDealerId], roles: ['SALES'] })).id,
    }),
  },
  {
    // The caller's own log: another user's entry is not theirs, whatever the id.
    path: '/api/notifications_log',
    seed: async () => {
      const sendTest = async (as = { cookie: admin, dealer: dealerId }) => {
        expect((await call('POST', '/api/user/send-test-notification', {}, as)).statusCode).toBe(200);
        const log = await call('GET', '/api/notifications_log?range=[0,0]', undefined, as);
        return log.json()[0].id as number;
      };
      return { mine: [await sendTest(), await sendTest(), await sendTest()], theirs: await sendTest(theirs()) };
    },
  },
  {
    path: '/api/outbox',
    seed: async () => {
      const message = (to: number) => ({
        dealerId: to,
        channel: 'email' as const,
        recipient: 'c@example.test',
        body: 'Hi',
      });
      const queued = async (to: number) => (await enqueueMessage(t.ctx.db, message(to)))!;
      return {
        mine: [await queued(dealerId), await queued(dealerId), await queued(dealerId)],
        theirs: await queued(otherDealerId),
      };
    },
  },
  {
    // One catalogue for every dealer (each row carries the dealer's own texts): an id outside it is not answered.
    path: '/api/dealer_email_templates',
    seed: async () => ({ mine: EMAIL_TEMPLATES.slice(0, 3).map((tpl) => tpl.id), theirs: 2_000_000_000 }),
  },
];

const filterOf = (value: unknown) => `filter=${encodeURIComponent(JSON.stringify(value))}`;
const idsOf = (res: { json(): unknown }) => (res.json() as { id: number }[]).map((r) => r.id).sort((a, b) => a - b);

describe.each(RESOURCES)('GET $path?filter={"id":[...]} (getMany)', ({ path, seed }) => {
  let rows: Rows;
  beforeAll(async () => {
    rows = await seed();
  });

  it("answers the named rows of the dealer, never another dealer's, with no range needed", async () => {
    const [a, b, c] = rows.mine as [number, number, number];
    const res = await call('GET', `${path}?${filterOf({ id: [c, a, rows.theirs, b] })}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(idsOf(res)).toEqual([a, b, c].sort((x, y) => x - y));
    expect(res.headers['x-total-count']).toBe('3');
  });

  it('takes one id alone, a range over the ids, and no ids at all', async () => {
    const [a, b] = rows.mine as [number, number];
    expect(idsOf(await call('GET', `${path}?${filterOf({ id: a })}`))).toEqual([a]);
    const paged = await call('GET', `${path}?${filterOf({ id: [a, b] })}&range=[0,0]`);
    expect(paged.json()).toHaveLength(1);
    expect(paged.headers['x-total-count']).toBe('2');
    const none = await call('GET', `${path}?${filterOf({ id: [] })}`);
    expect(none.json()).toEqual([]);
    expect(none.headers['x-total-count']).toBe('0');
  });

  it('refuses ids that are not positive whole numbers, or too many, on filter.id', async () => {
    const tooMany = Array.from({ length: MAX_LIST_FILTER_IDS + 1 }, (_, i) => i + 1);
    for (const id of [['x'], [1.5], 0, [-2], [null], '7', { a: 1 }, [2_147_483_648], tooMany]) {
      const res = await call('GET', `${path}?${filterOf({ id })}`);
      expect(res.statusCode, JSON.stringify(id)).toBe(400);
      expect(res.json().error.fields).toEqual({ 'filter.id': LIST_QUERY_MESSAGES.ids });
    }
    const most = Array.from({ length: MAX_LIST_FILTER_IDS }, (_, i) => i + 1);
    expect((await call('GET', `${path}?${filterOf({ id: most })}`)).statusCode).toBe(200);
  });
});

describe('ids with other keys and pages', () => {
  it('on /appraisals the keys given beside the ids still narrow them', async () => {
    const open = await newAppraisal(t.ctx.db, dealerId, { deletedAt: null });
    const archived = await newAppraisal(t.ctx.db, dealerId, { deletedAt: new Date() });
    const res = await call('GET', `/api/appraisals?${filterOf({ id: [open.id, archived.id], archived: true })}`);
    expect(idsOf(res)).toEqual([archived.id]);
  });

  it('without a range every named id comes back, past the first page of 25', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 30; i += 1) ids.push(await created('/api/dealer_banks', { name: `Paged Bank ${i}` }));
    const res = await call('GET', `/api/dealer_banks?${filterOf({ id: ids })}`);
    expect(idsOf(res)).toEqual(ids.sort((a, b) => a - b));
    expect((await call('GET', '/api/dealer_banks?filter={"q":"Paged Bank"}')).json()).toHaveLength(25);
  });
});

describe('the OpenAPI document', () => {
  it('names filter, range and sort on every list resource', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, { get?: { parameters?: { name: string; in: string }[] } }>;
    };
    for (const { path } of RESOURCES) {
      const query = doc.paths[path]?.get?.parameters?.filter((p) => p.in === 'query').map((p) => p.name);
      expect(query, path).toEqual(expect.arrayContaining(['filter', 'range', 'sort']));
    }
  });
});
