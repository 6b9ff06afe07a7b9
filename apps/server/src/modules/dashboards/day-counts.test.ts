import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAppraisal, newDealer } from '../../../test/support/factories';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { appraisals, dealers } from '../../db/schema';
import type { NewAppraisal } from '../../db/seed/appraisal-generator';

// The rollups behind the dashboards (appraisal_day_counts) are kept by statement triggers in the
// transaction of each change. After any sequence of changes they must equal a fresh count of the
// records: inserts, edits of every field the funnel reads, archive, reject, moves between dealers
// and days, deletes, several rows in one statement, and a dealer's time zone changing.

let t: TestApp;
let dealerIds: number[];
const DAY = 86_400_000;
const STATUSES = [null, null, 1, 2, 3, 200, 220, 230, 400] as const;

/** A small deterministic generator, so a failing sequence can be replayed. */
function random(seed: number) {
  let s = seed;
  const next = () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
  };
}

type Rng = ReturnType<typeof random>;

function recordValues(rng: Rng, now: number): Partial<NewAppraisal> {
  const at = () => (rng.chance(0.5) ? new Date(now - rng.int(400) * DAY) : null);
  return {
    appraisalTypeId: rng.pick([1, 2]),
    createdAt: new Date(now - rng.int(400 * 24) * 3_600_000),
    inspectedAt: at(),
    offerSentAt: at(),
    offerAcceptedAt: at(),
    appraisalStatusId: rng.pick(STATUSES),
    deletedAt: rng.chance(0.15) ? new Date(now) : null,
    expectedTotalProfit: rng.chance(0.7) ? rng.int(600_000) / 100 - 1000 : null,
  };
}

const ROLLUP_COLUMNS = sql`dealer_id, appraisal_type_id, day::text as day, submitted, inspected, offers_sent,
  offers_accepted, buying, grounding, profit_sum::text as profit_sum, profit_count`;

async function rollups() {
  const kept = await t.ctx.db.execute(sql`select ${ROLLUP_COLUMNS} from appraisal_day_counts
    where submitted <> 0 or profit_count <> 0 or profit_sum <> 0 order by 1, 2, 3`);
  const fresh = await t.ctx.db.execute(sql`select ${ROLLUP_COLUMNS} from (
      select d.dealer_id, d.appraisal_type_id, d.day, sum(d.submitted)::int as submitted,
        sum(d.inspected)::int as inspected, sum(d.offers_sent)::int as offers_sent,
        sum(d.offers_accepted)::int as offers_accepted, sum(d.buying)::int as buying,
        sum(d.grounding)::int as grounding, sum(d.profit_sum)::numeric(16, 2) as profit_sum,
        sum(d.profit_count)::int as profit_count
      from appraisals r, lateral appraisal_day_delta(r, 1) d
      where r.dealer_id = any(${sql.raw(`array[${dealerIds.join(',')}]`)})
      group by 1, 2, 3) f order by 1, 2, 3`);
  // The months: the same counts summed per calendar month.
  const months = await t.ctx.db.execute(sql`select dealer_id, appraisal_type_id, month::text as day, submitted,
      inspected, offers_sent, offers_accepted, buying, grounding, profit_sum::text as profit_sum, profit_count
    from appraisal_month_counts where submitted <> 0 or profit_count <> 0 or profit_sum <> 0 order by 1, 2, 3`);
  const freshMonths = await t.ctx.db.execute(sql`select dealer_id, appraisal_type_id,
      date_trunc('month', day::date)::date::text as day, sum(submitted)::int as submitted,
      sum(inspected)::int as inspected, sum(offers_sent)::int as offers_sent,
      sum(offers_accepted)::int as offers_accepted, sum(buying)::int as buying, sum(grounding)::int as grounding,
      sum(profit_sum::numeric)::numeric(16, 2)::text as profit_sum, sum(profit_count)::int as profit_count
    from (select ${ROLLUP_COLUMNS} from appraisal_day_counts) d group by 1, 2, 3
    having sum(submitted) <> 0 or sum(profit_count) <> 0 or sum(profit_sum::numeric) <> 0 order by 1, 2, 3`);
  const mine = (rows: unknown) =>
    (rows as { rows: Record<string, unknown>[] }).rows.filter((r) => dealerIds.includes(Number(r.dealer_id)));
  return { kept: mine(kept), fresh: mine(fresh), months: mine(months), freshMonths: mine(freshMonths) };
}

beforeAll(async () => {
  t = await createTestApp();
  dealerIds = [
    (await newDealer(t.ctx.db, { timeZone: 'America/Los_Angeles' })).id,
    (await newDealer(t.ctx.db, { timeZone: 'Asia/Kolkata' })).id,
    (await newDealer(t.ctx.db, { timeZone: 'Pacific/Auckland' })).id,
  ];
});
afterAll(() => t.close());

describe('dashboard rollups (appraisal_day_counts)', () => {
  it('equal a fresh count of the records after a random sequence of changes', async () => {
    const rng = random(20_261_124);
    const now = t.ctx.now().getTime();
    const ids: number[] = [];
    for (let step = 0; step < 240; step++) {
      const roll = rng.int(10);
      if (roll < 4 || ids.length < 5) {
        ids.push((await newAppraisal(t.ctx.db, rng.pick(dealerIds), recordValues(rng, now))).id);
      } else if (roll < 7) {
        const id = rng.pick(ids);
        const { appraisalTypeId: _type, ...values } = recordValues(rng, now);
        const some = Object.fromEntries(Object.entries(values).filter(() => rng.chance(0.4)));
        if (rng.chance(0.2)) some.dealerId = rng.pick(dealerIds);
        if (Object.keys(some).length) await t.ctx.db.update(appraisals).set(some).where(eq(appraisals.id, id));
      } else if (roll < 8) {
        // Several records in one statement (the statement trigger sees them together).
        const some = Array.from({ length: 4 }, () => rng.pick(ids));
        await t.ctx.db
          .update(appraisals)
          .set({ appraisalStatusId: rng.pick(STATUSES), inspectedAt: new Date(now) })
          .where(inArray(appraisals.id, some));
      } else if (roll < 9) {
        const id = ids.splice(rng.int(ids.length), 1)[0]!;
        await t.ctx.db.delete(appraisals).where(eq(appraisals.id, id));
      } else {
        await t.ctx.db
          .update(dealers)
          .set({ timeZone: rng.pick(['America/Chicago', 'Europe/London', 'Asia/Kolkata', 'Pacific/Auckland']) })
          .where(eq(dealers.id, rng.pick(dealerIds)));
      }
      if (step % 40 === 39) {
        const { kept, fresh, months, freshMonths } = await rollups();
        expect(kept, `after step ${step}`).toEqual(fresh);
        expect(months, `months after step ${step}`).toEqual(freshMonths);
      }
    }
    const { kept, months } = await rollups();
    expect(kept.length).toBeGreaterThan(20);
    expect(months.length).toBeGreaterThan(10);
  });

  it('count a record on its local date in the dealer’s time zone', async () => {
    const dealer = (await newDealer(t.ctx.db, { timeZone: 'Pacific/Auckland' })).id;
    // 23:30 UTC on 10 March is 12:30 on 11 March in Auckland (UTC+13 in March).
    await newAppraisal(t.ctx.db, dealer, {
      appraisalTypeId: 1,
      createdAt: new Date('2026-03-10T23:30:00Z'),
      deletedAt: null,
      appraisalStatusId: null,
    });
    const result = (await t.ctx.db.execute(
      sql`select day::text as day, submitted from appraisal_day_counts where dealer_id = ${dealer}`,
    )) as unknown as { rows: { day: string; submitted: number }[] };
    expect(result.rows).toEqual([{ day: '2026-03-11', submitted: 1 }]);
    await t.ctx.db.update(dealers).set({ timeZone: 'America/Chicago' }).where(eq(dealers.id, dealer));
    const moved = (await t.ctx.db.execute(
      sql`select day::text as day, submitted from appraisal_day_counts where dealer_id = ${dealer}`,
    )) as unknown as { rows: { day: string; submitted: number }[] };
    expect(moved.rows).toEqual([{ day: '2026-03-10', submitted: 1 }]);
  });
});
