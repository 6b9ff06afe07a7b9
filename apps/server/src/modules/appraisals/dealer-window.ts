import { type SQL, sql } from 'drizzle-orm';

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

/** The time zone of one dealer, as a scalar subquery (PostgreSQL runs it once, as an init plan). */
export function dealerTimeZone(dealerId: number): SQL {
  return sql`(select d.time_zone from dealers d where d.id = ${dealerId}::int)`;
}
