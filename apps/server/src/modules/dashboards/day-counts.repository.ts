import type { DealerStatsSubType } from '@dealer/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dealerTimeZone, windowStart, windowStartDay } from '../appraisals/dealer-window';

export interface DealerCounts {
  /** The group: the dealer id, or the day of the window (0 = its first day) for a trend. */
  dealerId: number;
  counts: Record<DealerStatsSubType, number>;
  profitTotal: number;
  profitAverage: number;
}

type Row = Record<string, unknown>;

/**
 * Per dealer (or per day of the window), one appraisal type's funnel over the window from the
 * rollups (appraisal_day_counts, appraisal_month_counts), read by their primary keys, however many
 * records the dealers hold. Each dealer's window
 * starts at local midnight in its own time zone, as the drill-down list's does (listWhere).
 * Dealers without a counted record in the window are absent.
 */
export async function countsByDealer(
  db: DbOrTx,
  dealerIds: readonly number[],
  appraisalTypeId: number,
  days: number,
  now: Date,
  perDay = false,
): Promise<DealerCounts[]> {
  // Each dealer's first day is worked out once (w, materialised so no time zone is computed per
  // row). A trend reads the window's days; a total reads the days of the first, partial month and
  // the months after it: at most 31 + 12 rows per dealer, each range from a primary key.
  const ids = sql.join(
    dealerIds.map((id) => sql`${id}::int`),
    sql`, `,
  );
  const type = sql`${appraisalTypeId}::int`;
  const columns = sql`submitted, inspected, offers_sent, offers_accepted, buying, grounding, profit_sum, profit_count`;
  const nextMonth = sql`(date_trunc('month', w.start_day) + interval '1 month')::date`;
  const rows = perDay
    ? sql`select (c.day - w.start_day) as "group", ${columns} from w join appraisal_day_counts c
        on c.dealer_id = w.id and c.appraisal_type_id = ${type} and c.day >= w.start_day`
    : sql`select c.dealer_id as "group", ${columns} from w join appraisal_day_counts c
          on c.dealer_id = w.id and c.appraisal_type_id = ${type} and c.day >= w.start_day and c.day < ${nextMonth}
        union all
        select m.dealer_id, ${columns} from w join appraisal_month_counts m
          on m.dealer_id = w.id and m.appraisal_type_id = ${type} and m.month >= ${nextMonth}`;
  const result = (await db.execute(sql`with w as materialized (
      select d.id, ${windowStartDay(sql.raw('d.time_zone'), days, now)} as start_day from dealers d
      where d.id = any(array[${ids}]::int[]))
    select "group",
      sum(submitted)::int as submitted, sum(inspected)::int as inspected,
      sum(offers_sent)::int as "offers-sent", sum(offers_accepted)::int as "offers-accepted",
      sum(buying)::int as buying, sum(grounding)::int as grounding,
      coalesce(sum(profit_sum), 0)::float8 as profit_total,
      coalesce(round(sum(profit_sum) / nullif(sum(profit_count), 0), 2), 0)::float8 as profit_average
    from (${rows}) parts
    group by 1`)) as unknown as { rows: Row[] };
  return result.rows.map((r) => ({
    dealerId: Number(r.group),
    counts: {
      submitted: Number(r.submitted),
      inspected: Number(r.inspected),
      'offers-sent': Number(r['offers-sent']),
      'offers-accepted': Number(r['offers-accepted']),
      buying: Number(r.buying),
      grounding: Number(r.grounding),
    },
    profitTotal: Number(r.profit_total),
    profitAverage: Number(r.profit_average),
  }));
}

/** The window's first instant for one dealer: local midnight `days` ago in its time zone. */
export async function windowSince(db: DbOrTx, dealerId: number, days: number, now: Date): Promise<Date> {
  const result = (await db.execute(
    sql`select ${windowStart(dealerTimeZone(dealerId), days, now)} as since`,
  )) as unknown as { rows: Row[] };
  return new Date(result.rows[0]!.since as string | Date);
}
