import { ALL_DEALER_STATS_SUB_TYPES, type DealerStatsSubType } from '@dealer/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, PLAN_EACH_RUN } from '../../db/client';
import { appraisals as a } from '../../db/schema';
import { statsSubTypeWhere } from '../appraisals';

export interface DealerCounts {
  /** The group: the dealer id, or the day of the window (0 = its first day) for a trend. */
  dealerId: number;
  counts: Record<DealerStatsSubType, number>;
  profitTotal: number;
  profitAverage: number;
}

/** `count(*) filter (where ...)`, or every row for a sub-type without a condition (submitted). */
function countOf(subType: DealerStatsSubType): SQL {
  const where = statsSubTypeWhere(subType);
  return where ? sql`count(*) filter (where ${where})::int` : sql`count(*)::int`;
}

/**
 * Per dealer, how many of the rows a drill-down WHERE matches fall in each sub-type, and the sum
 * and average expected profit of one sub-type's rows (the side totals), in one grouped scan. The
 * WHERE is the drill-down list's own (listWhere), led by the dealers, so the scan reads the
 * dealer-led (dealer_id, created_at) index. Dealers without a matching row are absent.
 */
export async function countByDealer(
  db: DbOrTx,
  where: SQL,
  profitSubType: DealerStatsSubType,
  groupBy: SQL = sql`${a.dealerId}`,
): Promise<DealerCounts[]> {
  const profitWhere = statsSubTypeWhere(profitSubType) ?? sql`true`;
  const columns = ALL_DEALER_STATS_SUB_TYPES.map((s) => sql`${countOf(s)} as ${sql.identifier(s)}`);
  const result = (await db.execute(
    sql`${PLAN_EACH_RUN}select ${groupBy} as dealer_id, ${sql.join(columns, sql`, `)},
      coalesce(sum(${a.expectedTotalProfit}) filter (where ${profitWhere}), 0)::float8 as profit_total,
      coalesce(round(avg(${a.expectedTotalProfit}) filter (where ${profitWhere}), 2), 0)::float8 as profit_average
      from ${a} where ${where} group by 1`,
  )) as unknown as { rows: Record<string, unknown>[] };
  return result.rows.map((r) => ({
    dealerId: Number(r.dealer_id),
    counts: Object.fromEntries(ALL_DEALER_STATS_SUB_TYPES.map((s) => [s, Number(r[s])])) as Record<
      DealerStatsSubType,
      number
    >,
    profitTotal: Number(r.profit_total),
    profitAverage: Number(r.profit_average),
  }));
}

/** The day of the window a record was submitted on: whole days since the window's start. */
export function dayOfWindow(start: Date): SQL {
  return sql`floor(extract(epoch from (${a.createdAt} - ${start.toISOString()}::timestamptz)) / 86400)::int`;
}
