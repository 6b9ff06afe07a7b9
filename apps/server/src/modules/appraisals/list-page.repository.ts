import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, PLAN_EACH_RUN } from '../../db/client';
import { CompiledSql } from '../../db/compiled-sql';
import { appraisals as a, appraisalVersions } from '../../db/schema';
import { dealerFirst } from './appraisal-filters';
import { listRowJson, searchHitJson } from './list-row-json';
import type { RenderedWhere } from './rendered-where';
import { type Versioned, versionedMemoOf } from './versioned-memo';

async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  // Both drivers answer { rows } to execute.
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

// The statements of every list request, rendered to text once (see CompiledSql).
const versionOf = sql`coalesce((select ${appraisalVersions.version} from ${appraisalVersions}
    where ${appraisalVersions.dealerId} = ${sql.placeholder('dealerId')}), 0)::float8`;
const countOf = (where: SQL) => sql`(select count(*)::int from ${a} where ${where})`;
/** The page with its total counted, and the page alone (the total from the memo). */
const PAGE_COUNTED = new CompiledSql<'dealerId' | 'page' | 'where'>(
  (s) => sql`${PLAN_EACH_RUN}select ${versionOf} as version, ${countOf(s.where)} as total, ${s.page} as page`,
);
const PAGE_ONLY = new CompiledSql<'dealerId' | 'page'>(
  (s) => sql`${PLAN_EACH_RUN}select ${versionOf} as version, null as total, ${s.page} as page`,
);
const RECOUNT = new CompiledSql<'dealerId' | 'where'>(
  (s) => sql`${PLAN_EACH_RUN}select ${versionOf} as version, ${countOf(s.where)} as value`,
);

export interface CountedPage<T> {
  page: T;
  total: number;
}

/**
 * One page (`page`, an expression over the dealer's appraisals given the WHERE) and the total its WHERE matches,
 * in one statement planned for its values. The total comes from the list-totals memo while the
 * dealer's version is the one it was counted at, and is counted (in the same snapshot as the
 * version it is remembered with) when it is not. `remember: false` for a WHERE that moves with the
 * clock, whose total no version can vouch for.
 */
export async function countedPage<T>(
  db: DbOrTx,
  dealerId: number,
  { key, fragment }: RenderedWhere,
  page: (where: SQL) => SQL,
  remember = true,
): Promise<CountedPage<T>> {
  const totals = versionedMemoOf<number>(db, 'list totals');
  const countNow = !remember || !totals.has(key);
  const values = { dealerId, page: page(fragment), where: fragment };
  const [row] = await rowsOf<{ version: number; total: number | null; page: T }>(
    db,
    countNow ? PAGE_COUNTED.fill(values) : PAGE_ONLY.fill(values),
  );
  const { version, page: result } = row!;
  if (row!.total !== null) {
    if (remember) totals.remember(key, version, row!.total);
    return { page: result, total: row!.total };
  }
  const known = totals.at(key, version);
  if (known !== undefined) return { page: result, total: known };
  // The dealer changed something since: count again, with the version that count belongs to.
  const total = await totals.refresh(key, version, async () => {
    const [counted] = await rowsOf<Versioned<number>>(db, RECOUNT.fill({ dealerId, where: fragment }));
    return counted!;
  });
  return { page: result, total };
}

const PAGE_IDS = new CompiledSql<'where' | 'order' | 'offset' | 'limit'>(
  (s) => sql`array(select ${a.id} from ${a} where ${s.where} order by ${s.order} offset ${s.offset} limit ${s.limit})`,
);

/** The ids of one page of a list, in order (for countedPage). */
export function pageIds(order: SQL, [start, end]: readonly [number, number]): (where: SQL) => SQL {
  return (where) => PAGE_IDS.fill({ where, order, offset: start, limit: end - start + 1 });
}

// The ids come through a subquery so that the planner cannot count them: a plan made for the
// values estimates the rows from the array's length, and after a connection's first few pages of
// one to five rows (a queue, a duplicate VIN) PostgreSQL judged that cheaper than the kept plan
// (which assumes ten) and planned the 70 fields again on every request (0.35 ms, more than running it).
const rowsJson = (withValues: boolean) =>
  new CompiledSql<'ids' | 'dealerId'>(
    (s) => sql`select string_agg(${listRowJson(withValues)}, ',' order by p.ord) as json
      from unnest((select ${s.ids}::int[])) with ordinality as p(id, ord)
      join ${a} on ${a.id} = p.id and ${a.dealerId} = ${s.dealerId}`,
  );
const ROWS_WITH_VALUES = rowsJson(true);
const ROWS_WITHOUT_VALUES = rowsJson(false);

/**
 * The list rows of these ids as one JSON array text, in the ids' order. A lookup by primary key:
 * its one kept plan suits every dealer, and the row's 70 fields are planned once per connection
 * (list-plans.test.ts checks that the kept plan is the one used, whatever the page's size).
 */
export async function listRowsJson(db: DbOrTx, dealerId: number, ids: number[], withValues: boolean): Promise<string> {
  if (ids.length === 0) return '[]';
  const statement = withValues ? ROWS_WITH_VALUES : ROWS_WITHOUT_VALUES;
  const [row] = await rowsOf<{ json: string }>(db, statement.fill({ ids, dealerId }));
  return `[${row?.json ?? ''}]`;
}

const SEARCH_HITS = new CompiledSql<'where' | 'offset' | 'limit'>(
  (s) => sql`(select string_agg(hit, ',' order by id desc) from (select ${a.id} as id, ${searchHitJson()} as hit
    from ${a} where ${s.where} order by ${dealerFirst('desc')}, ${a.id} desc offset ${s.offset} limit ${s.limit}) hits)`,
);

/** One page of global-search hits, newest first (the dealer leads the order: see ofDealer), as comma-separated JSON objects (for countedPage). */
export function searchHitsPage([start, end]: readonly [number, number]): (where: SQL) => SQL {
  return (where) => SEARCH_HITS.fill({ where, offset: start, limit: end - start + 1 });
}
