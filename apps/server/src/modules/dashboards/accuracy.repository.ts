import type { AccuracyFigures, ValuationProvider } from '@dealer/domain';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { appraisals as a, users } from '../../db/schema';

type Row = Record<string, unknown>;

const figures = (said: SQL | AnyColumn): SQL => sql`count(*)::int as records,
  round(avg(${said} - ${a.actualCost}), 2)::float8 as mean_difference,
  round(avg(abs(${said} - ${a.actualCost}) / ${a.actualCost}) * 100, 2)::float8 as mean_absolute_percent`;

const figuresOf = (r: Row): AccuracyFigures => ({
  records: Number(r.records),
  meanDifference: Number(r.mean_difference),
  meanAbsolutePercent: Number(r.mean_absolute_percent),
});

/** Bought records of the window: `where` (the dashboard's, led by the dealer) plus an actual cost. */
const bought = (where: SQL) => sql`${where} and ${a.actualCost} > 0`;

/**
 * Each book's value against the actual cost, over all makes (make null) and per make, in one scan
 * of the dealer's window: the four book columns unfolded by a lateral VALUES.
 */
export async function bookAccuracy(db: DbOrTx, where: SQL) {
  const result = (await db.execute(sql`select b.book, ${a.make} as make, grouping(${a.make}) as all_makes,
      ${figures(sql`b.said`)}
    from ${a} cross join lateral (values ('mmr', ${a.mmrVal}), ('jdp', ${a.jdpVal}),
      ('galves', ${a.galvesVal}), ('blackbook', ${a.blackbookVal})) as b(book, said)
    where ${bought(where)} and b.said is not null
    group by grouping sets ((b.book), (b.book, ${a.make}))`)) as unknown as { rows: Row[] };
  return result.rows.map((r) => ({
    make: Number(r.all_makes) === 1 ? null : String(r.make ?? ''),
    book: { book: r.book as ValuationProvider, ...figuresOf(r) },
  }));
}

/** What each user offered against the actual cost (the offer's author: offered_by). */
export async function appraiserAccuracy(db: DbOrTx, where: SQL) {
  const result = (await db.execute(sql`select ${users.id} as user_id, ${users.firstName} as first_name,
      ${users.lastName} as last_name, ${figures(a.offerAmount)}
    from ${a} join ${users} on ${users.id} = ${a.offeredBy}
    where ${bought(where)} and ${a.offerAmount} is not null
    group by 1, 2, 3 order by records desc, last_name, first_name`)) as unknown as { rows: Row[] };
  return result.rows.map((r) => ({
    userId: Number(r.user_id),
    name: `${String(r.first_name)} ${String(r.last_name)}`.trim(),
    ...figuresOf(r),
  }));
}

/** How many bought records the window holds. */
export async function boughtCount(db: DbOrTx, where: SQL): Promise<number> {
  const result = (await db.execute(sql`select count(*)::int as n from ${a} where ${bought(where)}`)) as unknown as {
    rows: Row[];
  };
  return Number(result.rows[0]?.n ?? 0);
}
