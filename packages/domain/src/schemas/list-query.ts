import { z } from 'zod';
import { DEFAULT_LIST_RANGE, MAX_LIST_PAGE_ROWS } from '../constants/limits';
import { APPRAISAL_SORT_FIELDS, SORT_ORDERS, type SortOrder } from '../constants/sort-options';
import {
  appraisalListFilterSchema,
  globalSearchFilterSchema,
  QUEUE_FIRST_RANGE,
  SEARCH_FIRST_RANGE,
} from './appraisal-filter';
import { isDatabaseId, NUL_MESSAGE } from './fields';
import { parseJsonText } from './json-text';

/**
 * List queries (DESIGN section 4; spec part 1 section 7: "GET /appraisals (params filter JSON,
 * range, sort [field, order])"). The raw query strings are parsed here: filter a JSON object,
 * range a JSON [start, end] (inclusive, start >= 0, end >= start, at most 1000 rows), sort a JSON
 * [field, order] with the field in a whitelist and order ASC or DESC. Any other parameter is refused.
 */
export const LIST_QUERY_MESSAGES = {
  filter: 'filter must be a JSON object',
  range: 'range must be a JSON array [start, end] of whole numbers',
  rangeStart: 'range start must be 0 or more',
  rangeOrder: 'range end must not be before its start',
  rangeSize: `range may cover at most ${MAX_LIST_PAGE_ROWS} rows`,
  sort: 'sort must be a JSON array [field, order]',
  sortOrder: 'sort order must be ASC or DESC',
  ids: `id must be a positive whole number or a list of at most ${MAX_LIST_PAGE_ROWS} of them`,
} as const;

/** The most ids one `filter={"id":[...]}` may name: one page's worth. */
export const MAX_LIST_FILTER_IDS = MAX_LIST_PAGE_ROWS;

export function sortFieldMessage(fields: readonly string[]): string {
  return `sort field must be one of: ${fields.join(', ')}`;
}

/**
 * Reports a JSON parameter that failed: a NUL inside a decoded string under its own path (the
 * same 400 as a NUL anywhere else), anything else with the parameter's message.
 */
function refuse(parsed: { ok: false; nulPath?: string }, message: string, ctx: z.RefinementCtx): typeof z.NEVER {
  if (parsed.nulPath === undefined) ctx.addIssue({ code: 'custom', message });
  else {
    const path = parsed.nulPath === '_' ? [] : parsed.nulPath.split('.');
    ctx.addIssue({ code: 'custom', message: NUL_MESSAGE, path });
  }
  return z.NEVER;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A range's JSON text as [start, end], or an issue: inclusive, start >= 0, end >= start, at most maxRows. */
function parseRange(raw: unknown, ctx: z.RefinementCtx, maxRows: number): [number, number] {
  const parsed = parseJsonText(raw);
  if (!parsed.ok) return refuse(parsed, LIST_QUERY_MESSAGES.range, ctx);
  const value = parsed.value;
  if (!Array.isArray(value) || value.length !== 2 || !value.every((n) => Number.isInteger(n))) {
    ctx.addIssue({ code: 'custom', message: LIST_QUERY_MESSAGES.range });
    return z.NEVER;
  }
  const [start, end] = value as [number, number];
  const message =
    start < 0
      ? LIST_QUERY_MESSAGES.rangeStart
      : end < start
        ? LIST_QUERY_MESSAGES.rangeOrder
        : end - start + 1 > maxRows
          ? LIST_QUERY_MESSAGES.rangeSize
          : null;
  if (message) {
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  }
  return [start, end];
}

/** The range parameter alone (queues and search take only a range). */
export function rangeParam(defaultRange: readonly [number, number] = DEFAULT_LIST_RANGE, maxRows = MAX_LIST_PAGE_ROWS) {
  return z
    .unknown()
    .optional()
    .transform((raw, ctx): [number, number] =>
      raw === undefined ? [defaultRange[0], defaultRange[1]] : parseRange(raw, ctx, maxRows),
    );
}

/** A list's range: undefined when absent, so the list picks its default from the whole query. */
const optionalRange = z
  .unknown()
  .optional()
  .transform((raw, ctx): [number, number] | undefined =>
    raw === undefined ? undefined : parseRange(raw, ctx, MAX_LIST_PAGE_ROWS),
  );

/** A filter parameter: a JSON object checked by its schema, issues reported under the filter's keys. */
export function filterParam<F extends z.ZodType>(filterSchema: F) {
  return z
    .unknown()
    .optional()
    .transform((raw, ctx): z.output<F> => {
      const parsed = raw === undefined ? { ok: true as const, value: {} } : parseJsonText(raw);
      if (!parsed.ok) return refuse(parsed, LIST_QUERY_MESSAGES.filter, ctx);
      if (!isObject(parsed.value)) {
        ctx.addIssue({ code: 'custom', message: LIST_QUERY_MESSAGES.filter });
        return z.NEVER;
      }
      const result = filterSchema.safeParse(parsed.value);
      if (!result.success) {
        // Re-raised under the filter key; an unknown key becomes an issue on that key's own path.
        for (const issue of result.error.issues) {
          const paths = issue.code === 'unrecognized_keys' ? issue.keys.map((k) => [...issue.path, k]) : [issue.path];
          for (const path of paths) ctx.addIssue({ code: 'custom', message: issue.message, path });
        }
        return z.NEVER;
      }
      return result.data;
    });
}

/** The spec's sort parameter ([field, order] as JSON) over a whitelist of fields. */
export function sortParam<S extends string>(fields: readonly S[], defaultSort: readonly [S, SortOrder]) {
  return z
    .unknown()
    .optional()
    .transform((raw, ctx): [S, SortOrder] => {
      if (raw === undefined) return [defaultSort[0], defaultSort[1]];
      const parsed = parseJsonText(raw);
      if (!parsed.ok) return refuse(parsed, LIST_QUERY_MESSAGES.sort, ctx);
      const value = parsed.value;
      if (!Array.isArray(value) || value.length !== 2) {
        ctx.addIssue({ code: 'custom', message: LIST_QUERY_MESSAGES.sort });
        return z.NEVER;
      }
      const [field, order] = value as [unknown, unknown];
      if (!fields.includes(field as S)) {
        ctx.addIssue({ code: 'custom', message: sortFieldMessage(fields) });
        return z.NEVER;
      }
      if (!SORT_ORDERS.includes(order as SortOrder)) {
        ctx.addIssue({ code: 'custom', message: LIST_QUERY_MESSAGES.sortOrder });
        return z.NEVER;
      }
      return [field as S, order as SortOrder];
    });
}

/**
 * react-admin simple-REST's getMany (`filter={"id":[1,2]}`): one id or a list of at most
 * MAX_LIST_FILTER_IDS, each a database id; answered as the distinct ids in their order.
 */
export const listIdFilter = z
  .unknown()
  .transform((raw, ctx): number[] => {
    const ids = Array.isArray(raw) ? raw : [raw];
    if (ids.length > MAX_LIST_FILTER_IDS || !ids.every(isDatabaseId)) {
      ctx.addIssue({ code: 'custom', message: LIST_QUERY_MESSAGES.ids });
      return z.NEVER;
    }
    return [...new Set(ids)];
  })
  .optional();

/**
 * A list's filter with the protocol's `id` key added: every list built by makeListQuerySchema
 * takes it, so react-admin can resolve references (getMany) on any of them.
 */
export function withIdFilter<Shape extends z.core.$ZodLooseShape>(filter: z.ZodObject<Shape, z.core.$strict>) {
  return filter.extend({ id: listIdFilter });
}

/**
 * A list query schema for any list: its sort whitelist, default sort and filter schema (strict;
 * `id` is added, see withIdFilter). Unknown query parameters are refused ('Unrecognized key').
 * Without a range, a query naming ids gets all of them (react-admin's getMany sends no range);
 * otherwise the first page.
 */
export function makeListQuerySchema<
  S extends string,
  Shape extends z.core.$ZodLooseShape = Record<never, never>,
  Extra extends z.core.$ZodLooseShape = Record<never, never>,
>(options: {
  sortFields: readonly S[];
  defaultSort: readonly [S, SortOrder];
  filter?: z.ZodObject<Shape, z.core.$strict>;
  defaultRange?: readonly [number, number];
  /** Further query parameters of one list (notifications_log's `filters`). */
  extra?: Extra;
}) {
  const filter = withIdFilter(options.filter ?? (z.strictObject({}) as z.ZodObject<Shape, z.core.$strict>));
  const defaultRange = options.defaultRange ?? DEFAULT_LIST_RANGE;
  return z
    .strictObject({
      ...(options.extra as Extra),
      filter: filterParam(filter),
      range: optionalRange,
      sort: sortParam(options.sortFields, options.defaultSort),
    })
    .transform((query) => {
      const { filter, range } = query as { filter: { id?: number[] }; range?: [number, number] };
      const ids = filter.id;
      const pageOfIds = ids && ids.length > 0 ? ([0, ids.length - 1] as [number, number]) : undefined;
      const page = range ?? pageOfIds ?? ([defaultRange[0], defaultRange[1]] as [number, number]);
      return { ...query, range: page } as Omit<typeof query, 'range'> & { range: [number, number] };
    });
}

/**
 * The appraisal list query: the spec's sort whitelist (id, updatedAt, runningStatus,
 * reconditioningCost, expectedTotalProfit, adjustedPayoffAmount, year, make, inspectedMileage,
 * model), default [id, DESC] ("Default list sort id descending"), and the appraisal filter keys.
 */
export const listQuerySchema = makeListQuerySchema({
  sortFields: APPRAISAL_SORT_FIELDS,
  defaultSort: ['id', 'DESC'],
  filter: appraisalListFilterSchema,
});
export type ListQuery = z.output<typeof listQuerySchema>;
export type ListQueryInput = z.input<typeof listQuerySchema>;

/** Sort whitelists of the dealer-admin lists (affiliates, banks, campaigns, users, templates): ours. */
export const ADMIN_LIST_SORT_FIELDS = ['id', 'name', 'createdAt', 'updatedAt'] as const;

export const adminListQuerySchema = makeListQuerySchema({
  sortFields: ADMIN_LIST_SORT_FIELDS,
  defaultSort: ['name', 'ASC'],
  filter: z.strictObject({ q: z.string().trim().max(200).optional() }),
});
export type AdminListQuery = z.output<typeof adminListQuerySchema>;

/** GET /outbox: the dealer's messages, newest first (filter.id for react-admin's getMany). */
export const outboxListQuerySchema = makeListQuerySchema({ sortFields: ['id'] as const, defaultSort: ['id', 'DESC'] });
export type OutboxListQuery = z.output<typeof outboxListQuerySchema>;

/** GET /global_search (part 1 section 7: "filter.q, range [start, end]; returns data and count"); first range 0 to 24. */
export const globalSearchQuerySchema = z.strictObject({
  filter: filterParam(globalSearchFilterSchema),
  range: rangeParam(SEARCH_FIRST_RANGE),
});
export type GlobalSearchQuery = z.output<typeof globalSearchQuerySchema>;

/** The four queue endpoints (part 1 section 7: "each with range"); first range 0 to 4. */
export const queueQuerySchema = z.strictObject({ range: rangeParam(QUEUE_FIRST_RANGE) });
export type QueueQuery = z.output<typeof queueQuerySchema>;

/** The grouping of GET /appraisals/counts: the workflow stage tabs, or the lease management tabs. */
export const STAGE_COUNT_GROUPS = ['stage', 'leaseStage'] as const;
export type StageCountGroup = (typeof STAGE_COUNT_GROUPS)[number];

/**
 * GET /appraisals/counts (ours, for the stage tabs' counts): a list's filter (its stage or tab is
 * ignored: every tab is counted) and which stage the tabs group by (default stage).
 */
export const stageCountsQuerySchema = z.strictObject({
  filter: filterParam(appraisalListFilterSchema),
  by: z.enum(STAGE_COUNT_GROUPS, { error: `by must be one of: ${STAGE_COUNT_GROUPS.join(', ')}` }).default('stage'),
});
export type StageCountsQuery = z.output<typeof stageCountsQuerySchema>;
