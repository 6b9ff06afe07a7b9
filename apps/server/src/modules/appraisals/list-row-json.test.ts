import { EQUITY_HIGH_THRESHOLD_DEFAULT, isValueField } from '@dealer/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAppraisal, newDealer, newUser } from '../../../test/support/factories';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { appraisalUsers, campaigns } from '../../db/schema';
import { findDetailRecord } from './appraisal-detail.repository';
import { toListRows } from './appraisal-row';
import { LIST_ROW_COLUMNS } from './list-row-json';

const RELATION_KEYS = [
  'users',
  'originator',
  'campaign',
  'vinCount',
  'offerSent',
  'trfDealerName',
  'trfDateTime',
  'highEquity',
];

let t: TestApp;
let dealerId: number;
let otherDealerId: number;
let admin: string;
let sales: string;
let ids: number[];

beforeAll(async () => {
  t = await createTestApp();
  dealerId = (await newDealer(t.ctx.db)).id;
  otherDealerId = (await newDealer(t.ctx.db, { name: 'Other Motors' })).id;
  const adminUser = await newUser(t.ctx.db, { dealerIds: [dealerId], roles: ['DEALER_ADMIN'] });
  admin = await t.login(adminUser.email);
  sales = await t.login((await newUser(t.ctx.db, { dealerIds: [dealerId], roles: ['SALES'] })).email);
  const [campaign] = await t.ctx.db.insert(campaigns).values({ dealerId, name: 'Spring Event', typeId: 2 }).returning();
  const now = new Date('2026-11-20T15:04:05.678Z');
  const rich = await newAppraisal(t.ctx.db, dealerId, {
    area: 'buying',
    appraisalTypeId: 1,
    appraisalStatusId: null,
    originatorId: adminUser.id,
    campaignId: campaign!.id,
    offerSentAt: now,
    trfDealerId: otherDealerId,
    trfAt: now,
    maturityDate: '2027-01-31',
    groundingReceipt: { url: '/files/x', name: 'receipt.pdf' },
    runningStatus: 3.5,
    adjustedPayoffAmount: 12_345.6,
    auctionProjectedEquity: 5000,
    createdAt: now,
  });
  await t.ctx.db.insert(appraisalUsers).values({ appraisalId: rich.id, userId: adminUser.id });
  const plain = await newAppraisal(t.ctx.db, dealerId, { area: 'buying', appraisalTypeId: 1, appraisalStatusId: null });
  ids = [rich.id, plain.id];
});
afterAll(() => t.close());

async function listRows(cookie: string) {
  const filter = encodeURIComponent(JSON.stringify({ appraisalTypeId: 1, filterId: -4 }));
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/appraisals?filter=${filter}&range=[0,99]`,
    headers: { cookie, 'x-dealer-id': String(dealerId) },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as Record<string, unknown>[];
}

describe('list rows built as JSON by PostgreSQL', () => {
  for (const [who, withValues] of [
    ['a dealer admin', true],
    ['a sales user (no valuations)', false],
  ] as const) {
    it(`answer exactly what the record mapping answers, for ${who}`, async () => {
      const rows = await listRows(withValues ? admin : sales);
      const roles = withValues ? (['DEALER_ADMIN'] as const) : (['SALES'] as const);
      const keys = [...LIST_ROW_COLUMNS, ...RELATION_KEYS].filter((key) => withValues || !isValueField(key));
      for (const id of ids) {
        const record = await findDetailRecord(t.ctx.db, dealerId, id, withValues);
        const [mapped] = toListRows([record!], [...roles], EQUITY_HIGH_THRESHOLD_DEFAULT);
        const expected = Object.fromEntries(keys.map((key) => [key, (mapped as Record<string, unknown>)[key]]));
        const row = rows.find((r) => r.id === id)!;
        expect(Object.keys(row).sort()).toEqual([...keys].sort());
        expect(row).toEqual(JSON.parse(JSON.stringify(expected)));
      }
    });
  }
});

describe('global search hits built as JSON by PostgreSQL', () => {
  it('carry what recognises the vehicle and customer, with the time as JavaScript writes it', async () => {
    const record = await findDetailRecord(t.ctx.db, dealerId, ids[0]!, true);
    const r = record!.appraisal;
    const filter = encodeURIComponent(JSON.stringify({ q: r.vin }));
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/global_search?filter=${filter}`,
      headers: { cookie: sales, 'x-dealer-id': String(dealerId) },
    });
    expect(res.json()).toEqual({
      count: 1,
      data: [
        {
          id: r.id,
          year: r.year,
          make: r.make,
          model: r.model,
          trim: r.trim,
          vin: r.vin,
          firstName: r.firstName,
          lastName: r.lastName,
          email: r.email,
          stage: r.stage,
          appraisalTypeId: r.appraisalTypeId,
          area: r.area,
          createdAt: '2026-11-20T15:04:05.678Z',
        },
      ],
    });
  });
});
