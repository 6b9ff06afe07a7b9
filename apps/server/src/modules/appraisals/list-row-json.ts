import { isValueField, LIST_ROW_OWN_COLUMNS, LIST_ROW_VALUE_FIELDS } from '@dealer/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { compiled } from '../../db/compiled-sql';
import { appraisals as a } from '../../db/schema';
import { highEquityThresholdSql } from './high-equity';

type Column = keyof typeof a.$inferSelect;

/**
 * The record's own columns a list row carries: part 2's "Appraisal list row", plus the area, lease
 * stage, last change, offer time and transfer dealer the list pages show. The worksheet's inner
 * figures, the offer's details and the inspection's result stay on the detail page; leaving them
 * out halves a page of 25 rows (about 70 kB before).
 */
export const LIST_ROW_COLUMNS = [
  ...LIST_ROW_OWN_COLUMNS,
  ...LIST_ROW_VALUE_FIELDS,
] as const satisfies readonly Column[];

const outer = (column: string) => sql.raw(`"appraisals"."${column}"`);
/** A timestamp as JavaScript writes a Date in JSON, so both paths answer the same text. */
const iso = (column: string) =>
  sql.raw(`to_char("appraisals"."${column}" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

function jsonValue(column: PgColumn): SQL {
  return column.columnType === 'PgTimestamp' ? iso(column.name) : outer(column.name);
}

const person = (alias: string) =>
  `json_build_object('id', ${alias}.id, 'firstName', ${alias}.first_name, 'lastName', ${alias}.last_name,
    'initials', upper(left(${alias}.first_name, 1) || left(${alias}.last_name, 1)))`;

/** The relations of a list row (the same as rowRelationColumns, in JSON). */
const RELATIONS: [string, SQL][] = [
  [
    'users',
    sql.raw(`coalesce((select json_agg(${person('u')} order by u.first_name, u.last_name)
      from appraisal_users au join users u on u.id = au.user_id where au.appraisal_id = "appraisals"."id"), '[]'::json)`),
  ],
  ['originator', sql.raw(`(select ${person('u')} from users u where u.id = "appraisals"."originator_id")`)],
  [
    'campaign',
    sql.raw(`(select json_build_object('id', c.id, 'name', c.name, 'typeId', c.type_id,
      'removed', c.deleted_at is not null) from campaigns c where c.id = "appraisals"."campaign_id")`),
  ],
  [
    'vinCount',
    sql.raw(`(select count(*)::int from appraisals v
      where v.dealer_id = "appraisals"."dealer_id" and v.vin = "appraisals"."vin")`),
  ],
  ['offerSent', sql.raw(`("appraisals"."offer_sent_at" is not null)`)],
  ['trfDealerName', sql.raw(`(select d.name from dealers d where d.id = "appraisals"."trf_dealer_id")`)],
  ['trfDateTime', iso('trf_at')],
];

/** Relations that are value data: only in the rows of roles that may read valuations. */
const VALUE_RELATIONS: [string, SQL][] = [
  [
    'highEquity',
    sql`coalesce("appraisals"."auction_projected_equity" >= ${highEquityThresholdSql(sql.raw('"appraisals"."dealer_id"'))}, false)`,
  ],
];

function rowJson(withValues: boolean): SQL {
  const own = LIST_ROW_COLUMNS.filter((key) => withValues || !isValueField(key)).map((key): [string, SQL] => [
    key,
    jsonValue(a[key]),
  ]);
  const fields = [...own, ...RELATIONS, ...(withValues ? VALUE_RELATIONS : [])].map(
    ([key, value]) => sql`${value} as ${sql.raw(`"${key}"`)}`,
  );
  // row_to_json over a one-row select: any number of keys, and about four times faster than
  // building the object with jsonb_build_object.
  return sql`(select row_to_json(j) from (select ${sql.join(fields, sql`, `)}) j)`;
}

// Compiled to text once: walking the expression's thousand pieces on every request was most of
// what building a list query cost the server.
const WITH_VALUES = compiled(rowJson(true));
const WITHOUT_VALUES = compiled(rowJson(false));

/**
 * The list row of part 2 section 3 built by PostgreSQL as JSON text, value fields left out for
 * roles that may not read valuations. A page of 25 rows costs the server only a string join this
 * way, instead of mapping, reshaping and serialising every value in JavaScript. Its fields must
 * answer what toListRows answers for the same records (a test holds them together).
 */
export function listRowJson(withValues: boolean): SQL<string> {
  return sql<string>`(${withValues ? WITH_VALUES : WITHOUT_VALUES})::text`;
}

/** What a global-search hit shows (part 1 "Global search"). */
const SEARCH_HIT_FIELDS = [
  'id',
  'year',
  'make',
  'model',
  'trim',
  'vin',
  'firstName',
  'lastName',
  'email',
  'stage',
  'appraisalTypeId',
  'area',
  'createdAt',
] as const satisfies readonly Column[];

const SEARCH_HIT = compiled(
  sql`(select row_to_json(j) from (select ${sql.join(
    SEARCH_HIT_FIELDS.map((key) => sql`${jsonValue(a[key])} as ${sql.raw(`"${key}"`)}`),
    sql`, `,
  )}) j)::text`,
);

/** A global-search hit as JSON text, over a row named "appraisals". */
export function searchHitJson(): SQL<string> {
  return sql<string>`${SEARCH_HIT}`;
}
