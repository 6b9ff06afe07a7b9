import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { type DbOrTx, PLAN_EACH_RUN } from '../../db/client';
import { appraisals as a, appraisalVersions } from '../../db/schema';
import { dealerFirst } from './appraisal-filters';
import { listRowJson, searchHitJson } from './list-row-json';
import { type Versioned, versionedMemoOf } from './versioned-memo';

const dialect = new PgDialect();

async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  // Both drivers answer { rows } to execute.
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const versionOf = (dealerId: number) =>
  sql`coalesce((select ${appraisalVersions.version} from ${appraisalVersions}
    where ${appraisalVersions.dealerId} = ${dealerId}), 0)::float8`;

const countOf = (where: SQL) => sql`(select count(*)::int from ${a} where ${where})`;

export interface CountedPage<T> {
  page: T;
  total: number;
}

/**
 * One page (`page`, an expression over the dealer's appraisals) and the total its WHERE matches,
 * in one statement planned for its values. The total comes from the list-totals memo while the
 * dealer's version is the one it was counted at, and is counted (in the same snapshot as the
 * version it is remembered with) when it is not. `remember: false` for a WHERE that moves with the
 * clock, whose total no version can vouch for.
 */
export async function countedPage<T>(
  db: DbOrTx,
  dealerId: number,
  where: SQL,
  page: SQL,
  remember = true,
): Promise<CountedPage<T>> {
  const totals = versionedMemoOf<number>(db, 'list totals');
  const { sql: text, params } = dialect.sqlToQuery(where);
  const key = `${text}\u0000${JSON.stringify(params)}`;
  const countNow = !remember || !totals.has(key);
  const [row] = await rowsOf<{ version: number; total: number | null; page: T }>(
    db,
    sql`${PLAN_EACH_RUN}select ${versionOf(dealerId)} as version,
      ${countNow ? countOf(where) : sql`null`} as total, ${page} as page`,
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
    const [counted] = await rowsOf<Versioned<number>>(
      db,
      sql`${PLAN_EACH_RUN}select ${versionOf(dealerId)} as version, ${countOf(where)} as value`,
    );
    return counted!;
  });
  return { page: result, total };
}

/** The ids of one page of a list, in order (for countedPage). */
export function pageIds(where: SQL, order: SQL[], [start, end]: readonly [number, number]): SQL {
  return sql`array(select ${a.id} from ${a} where ${where} order by ${sql.join(order, sql`, `)}
    offset ${start} limit ${end - start + 1})`;
}

/**
 * The list rows of these ids as one JSON array text, in the ids' order. A lookup by primary key:
 * its one kept plan suits every dealer, and the row's 70 fields are planned once per connection.
 */
export async function listRowsJson(db: DbOrTx, dealerId: number, ids: number[], withValues: boolean): Promise<string> {
  if (ids.length === 0) return '[]';
  const [row] = await rowsOf<{ json: string }>(
    db,
    sql`select string_agg(${listRowJson(withValues)}, ',' order by p.ord) as json
      from unnest(${sql.param(ids)}::int[]) with ordinality as p(id, ord)
      join ${a} on ${a.id} = p.id and ${a.dealerId} = ${dealerId}`,
  );
  return `[${row?.json ?? ''}]`;
}

/** One page of global-search hits, newest first (the dealer leads the order: see ofDealer), as comma-separated JSON objects (for countedPage). */
export function searchHitsPage(where: SQL, [start, end]: readonly [number, number]): SQL {
  return sql`(select string_agg(hit, ',' order by id desc) from (select ${a.id} as id, ${searchHitJson()} as hit
    from ${a} where ${where} order by ${dealerFirst('desc')}, ${a.id} desc offset ${start} limit ${end - start + 1}) hits)`;
}
