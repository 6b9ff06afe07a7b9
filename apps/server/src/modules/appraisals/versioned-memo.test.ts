import { DEALER_SETTING } from '@dealer/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAppraisal, newDealer, newUser } from '../../../test/support/factories';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { appraisals, appraisalVersions, dealerSettings } from '../../db/schema';
import { VersionedMemo } from './versioned-memo';

describe('the versioned memo', () => {
  it('answers a total only at the version it was counted at', () => {
    const totals = new VersionedMemo<number>();
    totals.remember('buying', 4, 120);
    expect(totals.at('buying', 4)).toBe(120);
    expect(totals.at('buying', 5)).toBeUndefined();
    expect(totals.at('lease', 4)).toBeUndefined();
    totals.remember('buying', 5, 121);
    expect(totals.at('buying', 5)).toBe(121);
  });

  it('keeps a bounded number of totals and lets the least recently used go first', () => {
    const totals = new VersionedMemo<number>(2);
    totals.remember('a', 1, 10);
    totals.remember('b', 1, 20);
    expect(totals.at('a', 1)).toBe(10);
    totals.remember('c', 1, 30);
    expect(totals.has('b')).toBe(false);
    expect(totals.at('a', 1)).toBe(10);
    expect(totals.at('c', 1)).toBe(30);
  });
});

describe('refreshing a stale value', () => {
  it('shares one count among the requests that find it stale at once', async () => {
    const totals = new VersionedMemo<number>();
    let counts = 0;
    const count = async () => {
      counts += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { version: 7, value: 42 };
    };
    expect(await Promise.all([1, 2, 3].map(() => totals.refresh('buying', 7, count)))).toEqual([42, 42, 42]);
    expect(counts).toBe(1);
    expect(totals.at('buying', 7)).toBe(42);
  });

  it('counts again when the shared count is older than the version the request read', async () => {
    const totals = new VersionedMemo<number>();
    const answers = [
      { version: 7, value: 42 },
      { version: 8, value: 43 },
    ];
    const count = async () => answers.shift()!;
    expect(await totals.refresh('buying', 8, count)).toBe(43);
    expect(totals.at('buying', 8)).toBe(43);
  });
});

const DAY = 86_400_000;

describe('list totals follow every change', () => {
  let t: TestApp;
  let d: number;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    d = (await newDealer(t.ctx.db)).id;
    cookie = await t.login((await newUser(t.ctx.db, { dealerIds: [d], roles: ['DEALER_ADMIN'] })).email);
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie, 'x-dealer-id': String(d) } });
  const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));
  const listTotal = async () =>
    Number((await get(`/api/appraisals?filter=${q({ appraisalTypeId: 1, filterId: -4 })}`)).headers['x-total-count']);
  const countOf = async (url: string) => (await get(url)).json().count as number;
  const version = async () =>
    (await t.ctx.db.select().from(appraisalVersions).where(eq(appraisalVersions.dealerId, d)))[0]?.version ?? 0;
  const open = { area: 'buying' as const, appraisalTypeId: 1, appraisalStatusId: null, deletedAt: null };

  it('counts again after a change made anywhere, even straight in the database', async () => {
    const first = await newAppraisal(t.ctx.db, d, { ...open, make: 'Subaru', model: 'Outback' });
    expect(await listTotal()).toBe(1);
    expect(await listTotal()).toBe(1);

    // Another server, a script or psql: the trigger moves the version, not the app.
    await newAppraisal(t.ctx.db, d, { ...open, make: 'Subaru', model: 'Outback' });
    expect(await listTotal()).toBe(2);
    expect(await countOf(`/api/global_search?filter=${q({ q: 'outback' })}`)).toBe(2);

    await t.ctx.db.update(appraisals).set({ deletedAt: new Date() }).where(eq(appraisals.id, first.id));
    expect(await listTotal()).toBe(1);
    expect(await countOf(`/api/global_search?filter=${q({ q: 'outback' })}`)).toBe(1);

    await t.ctx.db.delete(appraisals).where(eq(appraisals.id, first.id));
    expect(await listTotal()).toBe(1);
  });

  it('moves the version on at commit, once per committed change, and not for a rolled-back one', async () => {
    const before = await version();
    await newAppraisal(t.ctx.db, d, open);
    expect(await version()).toBeGreaterThan(before);

    const committed = await version();
    await expect(
      t.ctx.db.transaction(async (tx) => {
        await newAppraisal(tx, d, open);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await version()).toBe(committed);
    expect(await listTotal()).toBe(2);
  });

  it("counts the high-equity queue again when the dealer's threshold changes", async () => {
    await newAppraisal(t.ctx.db, d, { ...open, stage: 'assess', auctionProjectedEquity: 4000 });
    const he = '/api/high_equity_appraisals';
    const before = await countOf(he);
    await t.ctx.db
      .insert(dealerSettings)
      .values({ dealerId: d, settingId: DEALER_SETTING.HIGH_EQUITY_THRESHOLD, value: '3500' });
    expect(await countOf(he)).toBe(before + 1);
  });

  it('counts the resend-offer queue every time, as it moves with the clock', async () => {
    await newAppraisal(t.ctx.db, d, {
      ...open,
      stage: 'offered',
      offerSentAt: new Date(Date.now() - DAY),
      offerAcceptedAt: null,
      offerDeclinedAt: null,
    });
    const ro = '/api/resend_offer_appraisals';
    const before = await countOf(ro);
    t.advance(DAY + 60_000);
    expect(await countOf(ro)).toBe(before + 1);
  });

  it('skips the version of a dealer removed with its appraisals', async () => {
    const gone = (await newDealer(t.ctx.db, { name: 'Closing Motors' })).id;
    await newAppraisal(t.ctx.db, gone, open);
    await t.ctx.db.execute(sql`delete from dealers where id = ${gone}`);
    expect(await t.ctx.db.select().from(appraisalVersions).where(eq(appraisalVersions.dealerId, gone))).toEqual([]);
  });
});
