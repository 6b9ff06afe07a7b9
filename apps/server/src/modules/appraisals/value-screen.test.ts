import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  allowWriteAppraisal,
  DEALER_SETTING,
  formatCurrency,
  isValueField,
  isValueRelation,
  ROLE_GROUPS,
  ROLE_NAMES,
  type RoleName,
  VALUE_FIELDS,
  VALUE_RELATIONS,
  type ValuationData,
} from '@dealer/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAppraisal, newDealer, newUser } from '../../../test/support/factories';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { appraisals, bidders, bids, outboxMessages, valuationResults } from '../../db/schema';
import { setDealerSetting } from '../settings/settings.service';
import { addActivity } from './appraisal-record.repository';

/**
 * Value figures (part 1 section 6, allowReadVals) in every answer that carries appraisal data, for
 * every role outside allowReadVals: no value key, no value relation with content, and none of the
 * record's figures in any number or text (activity details, message bodies). The roles come from
 * the domain, so a role or a value field added later is covered too.
 */
const readers: readonly RoleName[] = ROLE_GROUPS.allowReadVals;
const nonValueRoles = ROLE_NAMES.filter((r) => !readers.includes(r));

let t: TestApp;
let dataDir: string;
let dealerId: number;
let admin: string;
let id: number;
let queued: number;
const cookies = new Map<RoleName, string>();
/** Every figure of the records in cents (unsigned), from the database after the writes. */
const figures = new Set<number>();

const cents = (n: number) => Math.abs(Math.round(n * 100));
const headers = (cookie: string) => ({ cookie, 'x-dealer-id': String(dealerId) });
const call = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: headers(cookie), ...(payload ? { payload } : {}) });
const list = (filter: object, extra = '') =>
  `/api/appraisals?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,99]${extra}`;

function addFigures(values: Iterable<unknown>) {
  for (const v of values) {
    const n = typeof v === 'string' ? Number(v) : v;
    // Below $100 a figure could equal a count or an id; no figure of these records is that small.
    if (typeof n === 'number' && Number.isFinite(n) && Math.abs(n) >= 100) figures.add(cents(n));
  }
}

/** A provider's figures: the value, wholesale, retail and every row the panel lists. */
const providerFigures = (data: Partial<ValuationData>) => [
  data.value,
  data.wholesale,
  data.retail,
  ...(data.rows ?? []).map((r) => r.value),
];

/** Everything of value in an answer: value keys, filled value relations, figures as numbers or in text. */
function leaks(data: unknown, path = '$'): string[] {
  if (typeof data === 'number') return figures.has(cents(data)) ? [`${path} = ${data}`] : [];
  if (typeof data === 'string') {
    // Numbers standing alone: digits inside a link's token, a phone or a date are not amounts, nor
    // are miles (an offer's terms: "250 miles over the 41,234 miles declared").
    const amounts = data.match(/(?<![\w-])\d+(?:,\d{3})*(?:\.\d+)?(?![\w-]|,\d| miles)/g) ?? [];
    return amounts.filter((a) => figures.has(cents(Number(a.replace(/,/g, ''))))).map((a) => `${path} has ${a}`);
  }
  if (Array.isArray(data)) return data.flatMap((v, i) => leaks(v, `${path}[${i}]`));
  if (!data || typeof data !== 'object') return [];
  return Object.entries(data).flatMap(([key, v]) => {
    if (isValueField(key)) return [`${path}.${key} (value field)`];
    if (isValueRelation(key) && JSON.stringify(v) !== JSON.stringify(VALUE_RELATIONS[key])) {
      return [`${path}.${key} (value relation)`];
    }
    return leaks(v, `${path}.${key}`);
  });
}

/** Every answer that carries appraisal data, as the role's client would ask for it. */
async function answers(cookie: string, role: RoleName | 'reader') {
  const reads: [string, string][] = [
    ['list', list({ filterId: -4 })],
    ['list of trade-ins', list({ filterId: -4, appraisalTypeId: 1 }, '&sort=["id","ASC"]')],
    ['archived list', list({ filterId: -4, archived: true })],
    ['detail', `/api/appraisals/${id}`],
    ['queued detail', `/api/appraisals/${queued}`],
    ['search', `/api/global_search?filter=${encodeURIComponent(JSON.stringify({ q: 'WBA3B5C5' }))}`],
    ['missing payoff', '/api/missing_payoff_appraisals?range=[0,99]'],
    ['awaiting inspection', '/api/awaiting_inspection_appraisals?range=[0,99]'],
    ['resend offer', '/api/resend_offer_appraisals?range=[0,99]'],
    ['high equity', '/api/high_equity_appraisals?range=[0,99]'],
    ['activity', `/api/appraisals/${id}/activity`],
    ['messages', `/api/appraisals/${id}/messages`],
    ['documents', `/api/appraisals/${id}/documents`],
  ];
  const out: Record<string, { status: number; body: unknown }> = {};
  for (const [name, url] of reads) {
    const res = await call(cookie, 'GET', url);
    out[name] = { status: res.statusCode, body: res.json() };
  }
  // Writes answer the record too; a role that may write appraisals gets them (the others a 403).
  if (role === 'reader' || allowWriteAppraisal([role])) {
    const writes: [string, string, object][] = [
      // The same payoff again: the record's figures stay the ones the texts are screened against.
      ['payoff edit', `/api/appraisals/${id}/payoff`, { adjustedPayoffAmount: 3725.37 }],
      ['recon edit', `/api/appraisals/${queued}/recon`, { reconBodyCost: 765.43 }],
      ['contact edit', `/api/appraisals/${id}/contact`, { vendorName: `Vendor ${role}` }],
    ];
    for (const [name, url, payload] of writes) {
      const res = await call(cookie, 'POST', url, payload);
      out[name] = { status: res.statusCode, body: res.json() };
    }
  }
  return out;
}

const CRM = 'leads@crm.example.test';

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'value-screen-test-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  dealerId = (await newDealer(t.ctx.db, { state: 'TX' })).id;
  admin = await t.login((await newUser(t.ctx.db, { dealerIds: [dealerId], roles: ['DEALER_ADMIN'] })).email);
  for (const role of nonValueRoles) {
    const roles = role === 'DEALER' ? [] : [role];
    cookies.set(role, await t.login((await newUser(t.ctx.db, { dealerIds: [dealerId], roles })).email));
  }
  const [bidder] = await t.ctx.db.insert(bidders).values({ dealerId, name: 'Auction House' }).returning();

  // A trade-in worked as a dealer works one: valued by every provider, a worksheet with fees,
  // recon and payoff, a bid, payoff and recon edited from the lists, an offer showing the equity.
  const row = await newAppraisal(t.ctx.db, dealerId, {
    area: 'buying',
    appraisalTypeId: 1,
    appraisalStatusId: null,
    ownerStatusId: 2,
    deletedAt: null,
    vin: 'WBA3B5C50EK123456',
    year: 2021,
    make: 'BMW',
    model: '330i',
    trim: null,
    mileage: 41_234,
    inspectedMileage: null,
    email: 'customer@example.test',
    ...Object.fromEntries(VALUE_FIELDS.map((f) => [f, null])),
    offerAmount: null,
    offerSentAt: null,
    estimatedDamage: null,
  });
  id = row.id;
  for (const provider of ['mmr', 'jdp', 'galves', 'blackbook']) {
    const res = await call(admin, 'POST', `/api/appraisals/${id}/rerun-${provider}-valuation`, {});
    expect(res.statusCode, res.body).toBe(200);
  }
  const save = await call(admin, 'POST', `/api/appraisals/${id}/worksheet`, {
    profitObjective: 1511.13,
    pickupFee: 233.17,
    auctionFee: 311.19,
    wholesalePack: 277.23,
    carOfferFee: 199.29,
    reconMechCost: 520.37,
    reconOtherCost: 130.41,
    actualCost: 9876.53,
    dmsId: 'D-1',
    bids: [{ id: null, bidderId: bidder!.id, amount: 16_543.21, isPreferred: false }],
  });
  expect(save.statusCode, save.body).toBe(200);
  expect((await call(admin, 'POST', `/api/appraisals/${id}/recon`, { reconBodyCost: 410.31 })).statusCode).toBe(200);
  expect(
    (await call(admin, 'POST', `/api/appraisals/${id}/payoff`, { adjustedPayoffAmount: 3725.37 })).statusCode,
  ).toBe(200);
  const [stored] = await t.ctx.db.select().from(appraisals).where(eq(appraisals.id, id));
  const offer = await call(admin, 'POST', `/api/appraisals/${id}/offer`, {
    template: 0,
    type: 'auction',
    amount: 12_345,
    sendPdf: true,
    showCustomerEquity: true,
    customerProfit: stored!.auctionCustomerProfit,
  });
  expect(offer.statusCode, offer.body).toBe(200);
  // A writer added later that puts a figure in its text.
  await addActivity(t.ctx.db, id, null, 'Payoff checked', `Payoff confirmed at ${formatCurrency(3725.37)}`);

  // A record in the missing-payoff queue, valued but without payoff.
  queued = (
    await newAppraisal(t.ctx.db, dealerId, {
      area: 'buying',
      appraisalTypeId: 1,
      appraisalStatusId: null,
      ownerStatusId: 2,
      deletedAt: null,
      adjustedPayoffAmount: null,
      mmrVal: 14_321.57,
      auctionValuation: 13_987.61,
    })
  ).id;

  const records = await t.ctx.db.select().from(appraisals).where(eq(appraisals.dealerId, dealerId));
  for (const r of records) addFigures(VALUE_FIELDS.map((f) => (r as Record<string, unknown>)[f]));
  for (const v of await t.ctx.db.select().from(valuationResults)) addFigures(providerFigures(v.data));
  addFigures((await t.ctx.db.select().from(bids)).flatMap((b) => [b.amount, b.profit]));
  // The customer's equity (offer - payoff, in the offer e-mail) gives the payoff away.
  for (const r of records)
    if (r.offerAmount && r.adjustedPayoffAmount) addFigures([Number(r.offerAmount) - Number(r.adjustedPayoffAmount)]);
  // Amounts every role sees (the offer made) are not value figures.
  for (const r of records)
    for (const shown of [r.offerAmount, r.estimatedDamage]) if (shown) figures.delete(cents(shown));
  addFigures([765.43]);
}, 120_000);

afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('value figures leaving the dealer', () => {
  it('the CRM lead (ADF XML) carries the vehicle and the customer, no figure', async () => {
    await setDealerSetting(t.ctx.db, dealerId, DEALER_SETTING.CRM_EMAIL, CRM);
    expect((await call(admin, 'POST', `/api/appraisals/${id}/send-crm`)).statusCode).toBe(200);
    const [lead] = await t.ctx.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, CRM));
    const text = JSON.stringify(lead);
    expect(text).toContain('WBA3B5C50EK123456');
    expect(leaks(text)).toEqual([]);
  });
});

describe('value figures in every answer with appraisal data', () => {
  it('the roles without allowReadVals come from the domain and include the spec’s four', () => {
    expect(nonValueRoles).toEqual(expect.arrayContaining(['SALES', 'RECEPTION', 'SERVICE_TECH', 'SERVICE_MANAGER']));
    expect(figures.size).toBeGreaterThan(40);
  });

  it('a role that may read valuations sees them (the check below finds figures where they are)', async () => {
    const seen = await answers(admin, 'reader');
    for (const name of ['list', 'detail', 'activity', 'messages', 'missing payoff', 'high equity', 'payoff edit']) {
      expect(seen[name]!.status, name).toBe(200);
      expect(leaks(seen[name]!.body), name).not.toEqual([]);
    }
    const activity = JSON.stringify(seen.activity!.body);
    expect(activity).toContain('$3,725.37');
    expect(activity).toContain('MMR valuation');
    expect(JSON.stringify(seen.messages!.body)).toMatch(/Your equity after payoff: \$[\d,]+\.\d{2}/);
  });

  for (const role of nonValueRoles) {
    it(`${role}: no value field, value relation or figure in any of them`, async () => {
      const seen = await answers(cookies.get(role)!, role);
      for (const [name, { status, body }] of Object.entries(seen)) {
        expect(leaks(body), `${role} ${name} (${status})`).toEqual([]);
      }
      // The answers are real ones: rows, the activity and the messages are there without figures.
      expect(seen.detail!.status).toBe(200);
      const activity = seen.activity!.body as { action: string; details: string | null }[];
      expect(activity.map((a) => a.action)).toEqual(
        expect.arrayContaining(['MMR valuation', 'Worksheet saved', 'Payoff updated', 'Recon updated', 'Offer sent']),
      );
      expect(activity.find((a) => a.action === 'Payoff checked')?.details).toBe('Payoff confirmed at —');
      expect(activity.find((a) => a.action === 'Offer sent')?.details).toContain('$12,345.00');
      const bodies = (seen.messages!.body as { body: string }[]).map((m) => m.body).join('\n');
      expect(bodies).toContain('Your equity after payoff: —');
      expect((seen['missing payoff']!.body as { count: number }).count).toBeGreaterThan(0);
      expect((seen.list!.body as unknown[]).length).toBeGreaterThan(0);
    });
  }
});
