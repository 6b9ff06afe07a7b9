import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/**
 * A dashboard window in the dealer's own time zone (dealers.time_zone), as SQL: the dealer's local
 * date `days` before `now`, and that date's local midnight. The rollups (appraisal_day_counts) are
 * kept by the same local date, so a tile's count and its drill-down list's total agree.
 */
export function windowStartDay(timeZone: SQL, days: number, now: Date): SQL {
  return sql`((${now.toISOString()}::timestamptz at time zone ${timeZone})::date - ${days}::int)`;
}

export function windowStart(timeZone: SQL, days: number, now: Date): SQL {
  return sql`(${windowStartDay(timeZone, days, now)}::timestamp at time zone ${timeZone})`;
}

/**
 * The start of one dealer's window as an instant, for a drill-down list's WHERE. Given as a value,
 * the planner estimates `created_at >= $since` from the column's statistics (a week of rows, or
 * every row of the year) and picks its plan by it; the same instant all day, it also keys the
 * list's kept WHERE and remembered total. Null for a dealer that does not exist.
 */
export async function dealerWindowSince(db: DbOrTx, dealerId: number, days: number, now: Date): Promise<Date | null> {
  const result = (await db.execute(
    sql`select ${windowStart(sql.raw('d.time_zone'), days, now)} as since from dealers d where d.id = ${dealerId}::int`,
  )) as unknown as { rows: { since: string | Date }[] };
  const [row] = result.rows;
  return row ? new Date(row.since) : null;
}
