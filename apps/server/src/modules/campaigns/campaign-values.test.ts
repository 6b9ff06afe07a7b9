import { AUTO_OFFER_VALUE_KEYS, ROLE_GROUPS, ROLE_NAMES, type RoleName } from '@dealer/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAppraisal, newDealer, newUser } from '../../../test/support/factories';
import { dealerRequests } from '../../../test/support/fixtures';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { applyCampaignAutoOffer } from './campaign-rules.service';

/**
 * Issue 35 point 3: the automated offer is a campaign rule's percentage of a valuation, so with a
 * rule of 100 % of MMR it is MMR itself. autoOfferAmount(Max) are value fields, and a campaign's
 * rule shows its percentages and sources only to roles that may read valuations.
 */
const nonValueRoles = ROLE_NAMES.filter((r) => !(ROLE_GROUPS.allowReadVals as readonly RoleName[]).includes(r));
const MMR = 8875;
const GALVES = 9420;

let t: TestApp;
let dealerId: number;
let admin: string;
const cookies = new Map<RoleName, string>();
let campaignId: number;
let single: number;
let ranged: number;

const { call, post } = dealerRequests(
  () => t,
  () => dealerId,
  () => admin,
);
const list = `/api/appraisals?filter=${encodeURIComponent(JSON.stringify({ filterId: -4 }))}&range=[0,99]`;

async function campaign(name: string, autoOffers: object[]) {
  const res = await post('/api/dealer_campaigns', { name, typeId: 3, rules: { autoOffers } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id as number;
}
async function autoOffered(id: number) {
  const row = await newAppraisal(t.ctx.db, dealerId, {
    campaignId: id,
    area: 'buying',
    appraisalTypeId: 1,
    deletedAt: null,
    mmrVal: MMR,
    galvesVal: GALVES,
    autoOfferAmount: null,
    autoOfferAmountMax: null,
    offerAmount: null,
    offeredBy: null,
  });
  await applyCampaignAutoOffer(t.ctx, dealerId, row.id);
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  dealerId = (await newDealer(t.ctx.db)).id;
  admin = await t.login((await newUser(t.ctx.db, { dealerIds: [dealerId], roles: ['DEALER_ADMIN'] })).email);
  for (const role of nonValueRoles) {
    const roles = role === 'DEALER' ? [] : [role];
    cookies.set(role, await t.login((await newUser(t.ctx.db, { dealerIds: [dealerId], roles })).email));
  }
  campaignId = await campaign('All of MMR', [{ enabled: true, p1: 100, p1v: 'mmr' }]);
  single = await autoOffered(campaignId);
  ranged = await autoOffered(
    await campaign('MMR to Galves', [{ enabled: true, p1: 100, p1v: 'mmr', p2: 100, p2v: 'galves' }]),
  );
}, 60_000);
afterAll(() => t.close());

describe('the automated offer and the campaign rule are value data', () => {
  it('a reader of values gets both (the control)', async () => {
    const detail = (await call('GET', `/api/appraisals/${ranged}`)).json();
    expect(detail).toMatchObject({ autoOfferAmount: MMR, autoOfferAmountMax: GALVES });
    const read = (await call('GET', `/api/dealer_campaigns/${campaignId}`)).json();
    expect(read.rules.autoOffers[0]).toMatchObject({ enabled: true, p1: 100, p1v: 'mmr' });
    const activity = (await call('GET', `/api/appraisals/${single}/activity`)).json() as { details: string | null }[];
    expect(activity.map((a) => a.details)).toContain('$8,875 (campaign All of MMR)');
  });

  it.each(nonValueRoles)('%s reads no automated offer in the list, detail and activity', async (role) => {
    const cookie = cookies.get(role)!;
    for (const id of [single, ranged]) {
      const detail = await call('GET', `/api/appraisals/${id}`, undefined, cookie);
      expect(detail.statusCode).toBe(200);
      expect(detail.json()).not.toHaveProperty('autoOfferAmount');
      expect(detail.json()).not.toHaveProperty('autoOfferAmountMax');
      const activity = await call('GET', `/api/appraisals/${id}/activity`, undefined, cookie);
      expect(activity.statusCode).toBe(200);
      const automated = (activity.json() as { action: string; details: string | null }[]).find(
        (a) => a.action === 'Automated offer',
      );
      // The row stays (who and when), without its figures.
      expect(automated).toMatchObject({ details: null });
      expect(activity.body).not.toMatch(/8,?875|9,?420/);
    }
    const rows = await call('GET', list, undefined, cookie);
    expect(rows.statusCode).toBe(200);
    const listed = (rows.json() as Record<string, unknown>[]).filter((r) => r.id === single || r.id === ranged);
    expect(listed).toHaveLength(2);
    for (const row of listed) {
      expect(row).not.toHaveProperty('autoOfferAmount');
      expect(row).not.toHaveProperty('autoOfferAmountMax');
    }
  });

  it.each(nonValueRoles)('%s reads no percentage or source of a campaign rule (list and detail)', async (role) => {
    const cookie = cookies.get(role)!;
    const listed = await call('GET', '/api/dealer_campaigns?range=[0,99]', undefined, cookie);
    const read = await call('GET', `/api/dealer_campaigns/${campaignId}`, undefined, cookie);
    for (const res of [listed, read]) {
      expect(res.statusCode).toBe(200);
      const campaigns = Array.isArray(res.json()) ? res.json() : [res.json()];
      for (const c of campaigns as { rules: { autoOffers: Record<string, unknown>[] } }[]) {
        expect(c.rules.autoOffers).toHaveLength(1);
        // Whether it makes automated offers, not how much of which valuation.
        expect(c.rules.autoOffers[0]).toMatchObject({ enabled: true });
        for (const key of AUTO_OFFER_VALUE_KEYS) expect(c.rules.autoOffers[0]).not.toHaveProperty(key);
      }
    }
  });
});
