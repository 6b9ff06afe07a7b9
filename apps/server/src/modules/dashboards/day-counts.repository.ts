import type { DealerStatsSubType } from '@dealer/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { windowStart, windowStartDay } from '../appraisals/dealer-window';

export interface DealerCounts {
  /** The group: the dealer id, or the day of the window (0 = its first day) for a trend. */
  dealerId: number;
  counts: Record<DealerStatsSubType, number>;
  profitTotal: number;
  profitAverage: number;
}

type Row = Record<string, unknown>;

const COLUMNS = sql`submitted, inspected, offers_sent, offers_accepted, buying, grounding, profit_sum, profit_count`;

/** The funnel's sums over rollup rows, named as countsOf reads them. */
const SUMS = sql`sum(submitted)::int as submitted, sum(inspected)::int as inspected,
  sum(offers_sent)::int as "offers-sent", sum(offers_accepted)::int as "offers-accepted",
  sum(buying)::int as buying, sum(grounding)::int as grounding,
  coalesce(sum(profit_sum), 0)::float8 as profit_total,
  coalesce(round(sum(profit_sum) / nullif(sum(profit_count), 0), 2), 0)::float8 as profit_average`;

function countsOf(r: Row): Omit<DealerCounts, 'dealerId'> {
  return {
    counts: {
      submitted: Number(r.submitted ?? 0),
      inspected: Number(r.inspected ?? 0),
      'offers-sent': Number(r['offers-sent'] ?? 0),
      'offers-accepted': Number(r['offers-accepted'] ?? 0),
      buying: Number(r.buying ?? 0),
      grounding: Number(r.grounding ?? 0),
    },
    profitTotal: Number(r.profit_total ?? 0),
    profitAverage: Number(r.profit_average ?? 0),
  };
}

const idList = (ids: readonly number[]) => sql`${sql.param([...ids])}::int[]`;

/**
 * Each dealer's window, materialised once (no time zone is computed per row): its local first day
 * and, read in the same snapshot, its appraisal version (what the rollups were at).
 */
const windows = (dealerIds: readonly number[], days: number, now: Date) =>
  sql`select d.id, ${windowStartDay(sql.raw('d.time_zone'), days, now)} as start_day,
      ${windowStart(sql.raw('d.time_zone'), days, now)} as since, coalesce(v.version, 0)::float8 as version
    from dealers d left join appraisal_versions v on v.dealer_id = d.id
    where d.id = any(${idList(dealerIds)})`;

/**
 * A total over a window reads the days of its first, partial month and the months after it: at
 * most 31 + 12 rollup rows per dealer and type, each range from a primary key.
 */
const totalRows = (type: SQL) => {
  const nextMonth = sql`(date_trunc('month', w.start_day) + interval '1 month')::date`;
  return sql`select c.dealer_id, c.appraisal_type_id, ${COLUMNS} from w join appraisal_day_counts c
      on c.dealer_id = w.id and c.appraisal_type_id = ${type} and c.day >= w.start_day and c.day < ${nextMonth}
    union all
    select m.dealer_id, m.appraisal_type_id, ${COLUMNS} from w join appraisal_month_counts m
      on m.dealer_id = w.id and m.appraisal_type_id = ${type} and m.month >= ${nextMonth}`;
};

/**
 * Per dealer (or per day of the window), one appraisal type's funnel over the window from the
 * rollups (appraisal_day_counts, appraisal_month_counts), read by their primary keys, however many
 * records the dealers hold. Each dealer's window starts at local midnight in its own time zone, as
 * the drill-down list's does (listWhere). Dealers without a counted record in the window are absent.
 */
export async function countsByDealer(
  db: DbOrTx,
  dealerIds: readonly number[],
  appraisalTypeId: number,
  days: number,
  now: Date,
  perDay = false,
): Promise<DealerCounts[]> {
  const type = sql`${appraisalTypeId}::int`;
  const rows = perDay
    ? sql`select (c.day - w.start_day) as "group", ${COLUMNS} from w join appraisal_day_counts c
        on c.dealer_id = w.id and c.appraisal_type_id = ${type} and c.day >= w.start_day`
    : sql`select dealer_id as "group", ${COLUMNS} from (${totalRows(type)}) t`;
  const result = (await db.execute(sql`with w as materialized (${windows(dealerIds, days, now)})
    select "group", ${SUMS} from (${rows}) parts group by 1`)) as unknown as { rows: Row[] };
  return result.rows.map((r) => ({ dealerId: Number(r.group), ...countsOf(r) }));
}

export interface DealerWindow {
  dealerId: number;
  /** The window's local first day, yyyy-mm-dd. */
  startDay: string;
  /** That day's local midnight. */
  since: Date;
  version: number;
}

/** The dealers' windows and appraisal versions, without counting: what a memo of counts is keyed by. */
export async function dealerWindows(
  db: DbOrTx,
  dealerIds: readonly number[],
  days: number,
  now: Date,
): Promise<DealerWindow[]> {
  const result = (await db.execute(
    sql`select id, start_day::text as start_day, since, version from (${windows(dealerIds, days, now)}) w`,
  )) as unknown as { rows: Row[] };
  return result.rows.map(windowOf);
}

const windowOf = (r: Row): DealerWindow => ({
  dealerId: Number(r.id),
  startDay: String(r.start_day),
  since: new Date(r.since as string | Date),
  version: Number(r.version),
});

export interface DealerTypeCounts extends DealerWindow {
  /** Per appraisal type id, its funnel; a type without a counted record in the window is absent. */
  byType: Map<number, Omit<DealerCounts, 'dealerId'>>;
}

/**
 * Every dealer's funnel for each of the appraisal types over the window, in one statement, with
 * the window and version each was counted at (the same snapshot), dealers without records included.
 */
export async function countsByDealerAndType(
  db: DbOrTx,
  dealerIds: readonly number[],
  appraisalTypeIds: readonly number[],
  days: number,
  now: Date,
): Promise<DealerTypeCounts[]> {
  const result = (await db.execute(sql`with w as materialized (${windows(dealerIds, days, now)}),
    parts as (${sql.join(
      appraisalTypeIds.map((id) => totalRows(sql`${id}::int`)),
      sql` union all `,
    )})
    select w.id, w.start_day::text as start_day, w.since, w.version, p.appraisal_type_id, ${SUMS}
    from w left join parts p on p.dealer_id = w.id
    group by w.id, w.start_day, w.since, w.version, p.appraisal_type_id`)) as unknown as { rows: Row[] };
  const byDealer = new Map<number, DealerTypeCounts>();
  for (const r of result.rows) {
    const id = Number(r.id);
    let dealer = byDealer.get(id);
    if (!dealer) {
      dealer = { ...windowOf(r), byType: new Map() };
      byDealer.set(id, dealer);
    }
    if (r.appraisal_type_id !== null) dealer.byType.set(Number(r.appraisal_type_id), countsOf(r));
  }
  return [...byDealer.values()];
}
