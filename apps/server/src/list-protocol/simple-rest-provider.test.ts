import type { RoleName } from '@dealer/domain';
import { type DataProvider, fetchUtils, type HttpError } from 'ra-core';
import simpleRestProvider from 'ra-data-simple-rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDriver } from '../../test/support/driver';
import { newAppraisal, newDealer, newUser } from '../../test/support/factories';
import { createTestApp, type TestApp } from '../../test/support/test-app';

/**
 * react-admin's own simple-REST data provider, unchanged, against the listening server: the
 * protocol the spec's lists follow, spoken by its reference client over real HTTP. The provider is
 * given its documented options only: the API's base URL, an httpClient (fetchUtils.fetchJson with
 * the session cookie, x-dealer-id and the Origin of the page), and the total's header.
 */
let t: TestApp;
let origin: string;
let dealerId: number;
let otherDealerId: number;
const as: Partial<Record<RoleName | 'OTHER_ADMIN', DataProvider>> = {};

function providerFor(cookie: string, dealer: number): DataProvider {
  const httpClient = (url: string, options: fetchUtils.Options = {}) => {
    const headers = new Headers(options.headers ?? { Accept: 'application/json' });
    headers.set('cookie', cookie);
    headers.set('x-dealer-id', String(dealer));
    headers.set('origin', origin);
    return fetchUtils.fetchJson(url, { ...options, headers });
  };
  return simpleRestProvider(`${origin}/api`, httpClient, 'X-Total-Count');
}

beforeAll(async () => {
  t = await createTestApp();
  origin = await t.app.listen({ host: '127.0.0.1', port: 0 });
  dealerId = (await newDealer(t.ctx.db)).id;
  otherDealerId = (await newDealer(t.ctx.db)).id;
  for (const role of ['DEALER_ADMIN', 'SALES'] as const) {
    const user = await newUser(t.ctx.db, { dealerIds: [dealerId], roles: [role] });
    as[role] = providerFor(await t.login(user.email), dealerId);
  }
  const other = await newUser(t.ctx.db, { dealerIds: [otherDealerId], roles: ['DEALER_ADMIN'] });
  as.OTHER_ADMIN = providerFor(await t.login(other.email), otherDealerId);
}, 60_000);
afterAll(() => t.close());

const admin = () => as.DEALER_ADMIN!;
const sales = () => as.SALES!;
const page = (perPage = 25) => ({ page: 1, perPage });
const statusOf = (call: Promise<unknown>) =>
  call.then(
    () => 200,
    (err: HttpError) => err.status,
  );
const ids = (rows: { id: unknown }[]) => rows.map((r) => Number(r.id)).sort((a, b) => a - b);

describe(`ra-data-simple-rest against the running app (${testDriver()})`, () => {
  describe.each(['dealer_affiliates', 'dealer_banks', 'dealer_campaigns'])('/%s', (resource) => {
    it('getList, getOne, getMany, create, update and delete', async () => {
      const { data: first } = await admin().create(resource, { data: { name: `${resource} Alpha` } });
      const { data: second } = await admin().create(resource, { data: { name: `${resource} Beta` } });
      expect(first).toMatchObject({ id: expect.any(Number), name: `${resource} Alpha` });
      const { data: theirs } = await as.OTHER_ADMIN!.create(resource, { data: { name: `${resource} Theirs` } });

      expect((await admin().getOne(resource, { id: first.id })).data).toEqual(first);

      const list = await admin().getList(resource, {
        pagination: page(10),
        sort: { field: 'name', order: 'ASC' },
        filter: { q: resource },
      });
      expect(list.data.map((r) => r.name)).toEqual([`${resource} Alpha`, `${resource} Beta`]);
      expect(list.total).toBe(2);

      // Another dealer's id is simply not answered.
      const many = await admin().getMany(resource, { ids: [first.id, second.id, theirs.id] });
      expect(ids(many.data)).toEqual(ids([first, second]));
      expect(many.data.find((r) => r.id === first.id)).toEqual(first);

      const { data: renamed } = await admin().update(resource, {
        id: first.id,
        data: { name: `${resource} Gamma` },
        previousData: first,
      });
      expect(renamed).toMatchObject({ id: first.id, name: `${resource} Gamma` });

      const { data: deleted } = await admin().delete(resource, { id: second.id, previousData: second });
      expect(deleted).toMatchObject({ id: second.id, name: `${resource} Beta` });
      expect(await statusOf(admin().getOne(resource, { id: second.id }))).toBe(404);
      expect(ids((await admin().getMany(resource, { ids: [first.id, second.id] })).data)).toEqual([first.id]);
      expect(await statusOf(admin().getOne(resource, { id: theirs.id }))).toBe(404);
    });
  });

  it('a role without the admin lists gets 403 on each call; campaigns are read by any member', async () => {
    const { data: bank } = await admin().create('dealer_banks', { data: { name: 'Role Bank' } });
    const { data: campaign } = await admin().create('dealer_campaigns', { data: { name: 'Role Campaign' } });
    for (const resource of ['dealer_affiliates', 'dealer_banks']) {
      const list = { pagination: page(), sort: { field: 'id', order: 'ASC' as const }, filter: {} };
      expect(await statusOf(sales().getList(resource, list))).toBe(403);
      expect(await statusOf(sales().getMany(resource, { ids: [bank.id] }))).toBe(403);
      expect(await statusOf(sales().getOne(resource, { id: bank.id }))).toBe(403);
      expect(await statusOf(sales().create(resource, { data: { name: 'Not mine' } }))).toBe(403);
    }
    expect(ids((await sales().getMany('dealer_campaigns', { ids: [campaign.id] })).data)).toEqual([campaign.id]);
    expect(await statusOf(sales().delete('dealer_campaigns', { id: campaign.id }))).toBe(403);
  });

  describe('/appraisals', () => {
    let campaignId: number;
    const made: Record<'open' | 'archived' | 'ofCampaign' | 'theirs', number> = {
      open: 0,
      archived: 0,
      ofCampaign: 0,
      theirs: 0,
    };
    beforeAll(async () => {
      campaignId = Number((await admin().create('dealer_campaigns', { data: { name: 'Spring Event' } })).data.id);
      const open = { area: 'buying' as const, deletedAt: null, appraisalStatusId: null };
      made.open = (await newAppraisal(t.ctx.db, dealerId, open)).id;
      made.archived = (await newAppraisal(t.ctx.db, dealerId, { deletedAt: new Date() })).id;
      made.ofCampaign = (await newAppraisal(t.ctx.db, dealerId, { ...open, campaignId })).id;
      made.theirs = (await newAppraisal(t.ctx.db, otherDealerId, open)).id;
    });

    it('getList, getOne, getMany and getManyReference, with the list screens for every role', async () => {
      const list = await sales().getList('appraisals', {
        pagination: page(),
        sort: { field: 'id', order: 'DESC' },
        filter: {},
      });
      expect(ids(list.data)).toEqual([made.open, made.ofCampaign]);
      expect(list.total).toBe(2);

      const one = await sales().getOne('appraisals', { id: made.open });
      expect(one.data).toMatchObject({ id: made.open });

      // The archived record resolves (a reference to it still shows); another dealer's does not.
      const many = await sales().getMany('appraisals', { ids: [made.open, made.archived, made.theirs] });
      expect(ids(many.data)).toEqual([made.open, made.archived].sort((a, b) => a - b));
      // The same row, screened the same way for the role, as the list answers it.
      expect(many.data.find((r) => r.id === made.open)).toEqual(list.data.find((r) => r.id === made.open));
      const adminRow = (await admin().getMany('appraisals', { ids: [made.open] })).data[0];
      expect(Object.keys(adminRow!).length).toBeGreaterThan(Object.keys(many.data[0]!).length);

      // The appraisals of one campaign (the spec's campaignId search filter).
      const ofCampaign = await sales().getManyReference('appraisals', {
        target: 'campaignId',
        id: campaignId,
        pagination: page(),
        sort: { field: 'id', order: 'DESC' },
        filter: {},
      });
      expect(ids(ofCampaign.data)).toEqual([made.ofCampaign]);
      expect(ofCampaign.total).toBe(1);

      expect(await statusOf(sales().getOne('appraisals', { id: made.theirs }))).toBe(404);
    });
  });
});
