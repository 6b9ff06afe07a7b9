import type { DealerStatsSubType } from '@dealer/domain';
import { type SQL, sql } from 'drizzle-orm';
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
 * rollups (appraisal_day_counts): at most one row per dealer and day, read by its primary key
 * (dealer_id, appraisal_type_id, day), however many records the dealers hold. Each dealer's window
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
  // Each dealer's first day is worked out once (w), then its days are read from the primary key
  // (dealer_id, appraisal_type_id, day >= start): a range per dealer, no time zone per row.
  const group: SQL = perDay ? sql`(c.day - w.start_day)` : sql`c.dealer_id`;
  const result = (await db.execute(sql`with w as (
      select d.id, ${windowStartDay(sql.raw('d.time_zone'), days, now)} as start_day from dealers d
      where d.id = any(array[${sql.join(
        dealerIds.map((id) => sql`${id}::int`),
        sql`, `,
      )}]::int[]))
    select ${group} as "group",
      sum(c.submitted)::int as submitted, sum(c.inspected)::int as inspected,
      sum(c.offers_sent)::int as "offers-sent", sum(c.offers_accepted)::int as "offers-accepted",
      sum(c.buying)::int as buying, sum(c.grounding)::int as grounding,
      coalesce(sum(c.profit_sum), 0)::float8 as profit_total,
      coalesce(round(sum(c.profit_sum) / nullif(sum(c.profit_count), 0), 2), 0)::float8 as profit_average
    from w join appraisal_day_counts c
      on c.dealer_id = w.id and c.appraisal_type_id = ${appraisalTypeId}::int and c.day >= w.start_day
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
