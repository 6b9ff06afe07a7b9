import {
  APP_TYPE_APPRAISAL_TYPE_ID,
  type AppraisalListFilter,
  type AppraisalSortField,
  type ComparableBand,
  type DealerStatsSubType,
  dateWindowStart,
  LEASE_MANAGEMENT_STAGES,
  type LeaseManagementStage,
  type SortOrder,
  type WorkflowStage,
} from '@dealer/domain';
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { compiled } from '../../db/compiled-sql';
import { appraisals as a } from '../../db/schema';
import { comparableBandOf } from './comparable-band';
import { comparableBandWhere } from './comparable-where';
import { dealerWindowSince } from './dealer-window';

const LEASE_STAGES: readonly string[] = LEASE_MANAGEMENT_STAGES;
const isLeaseStage = (stage: string): stage is LeaseManagementStage => LEASE_STAGES.includes(stage);

/**
 * The dealer's rows, written so that every plan reads them from an index led by dealer_id. With
 * `dealer_id = $1` PostgreSQL treats the column as a constant and drops it from the ORDER BY, so
 * `order by id desc` can also be answered by walking the primary key and filtering out every
 * other dealer's rows; the planner picks that walk when it assumes the dealer's rows are spread
 * evenly through the table and they are not (a dealer whose appraisals are the oldest: 150,000
 * rows read for one page). `= any(array[$1])` is the same condition, estimated the same way (the
 * dealer's share from the column's statistics), but it keeps dealer_id a sort key: the ORDER BYs
 * below lead with it (`dealerFirst`), and only an index that starts with dealer_id returns rows in
 * that order. The guard (list-plans.test.ts) holds every list, search and queue statement to it.
 */
export function ofDealer(dealerIds: number | readonly number[]): SQL {
  const ids = typeof dealerIds === 'number' ? [dealerIds] : dealerIds;
  return sql`${a.dealerId} = any(array[${sql.join(
    ids.map((id) => sql`${id}::int`),
    sql`, `,
  )}]::int[])`;
}

/**
 * The dealer as the first sort key, in the direction the serving index is read: forward for
 * the sort indexes (dealer_id, area, column, id), backward for the (dealer_id, ..., id) indexes
 * read newest first. Within one dealer either direction orders the same rows the same way.
 */
export function dealerFirst(direction: 'asc' | 'desc'): SQL {
  return direction === 'asc' ? asc(a.dealerId) : desc(a.dealerId);
}

/** LIKE pattern for free text: the search column is lower-cased; % and _ in the input are literal. */
export function containsPattern(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A list's filter: the appraisal filter keys and the protocol's ids (stage counts take no ids). */
export type ListFilter = AppraisalListFilter & { id?: number[] };

/**
 * What a list's WHERE reads besides its filter: `now`, a dashboard window's start and a record's
 * comparison band, each read once before the WHERE is built (listContext).
 */
export interface ListContext {
  now: Date;
  /** For a filter with `days`: local midnight `days` ago in the dealer's zone (null: no such dealer). */
  since?: Date | null;
  /** For a filter with `comparableTo`: that record's band (null: it has no year, make or model). */
  band?: ComparableBand | null;
}

/**
 * The list's context: a dashboard window's start is read from the dealer's zone once, as a value;
 * a comparison band from the dealer's record (404 when it is not the dealer's).
 */
export async function listContext(
  db: DbOrTx,
  dealerId: number,
  f: AppraisalListFilter,
  now: Date,
): Promise<ListContext> {
  const [since, band] = await Promise.all([
    f.days === undefined ? undefined : dealerWindowSince(db, dealerId, f.days, now),
    f.comparableTo === undefined ? undefined : comparableBandOf(db, dealerId, f.comparableTo, now),
  ]);
  return { now, ...(since === undefined ? {} : { since }), ...(band === undefined ? {} : { band }) };
}

/**
 * The WHERE clause of an appraisal list, always scoped to one dealer. Rules where the spec is open:
 * - id (getMany): the named records; the screens below that a page adds on its own do not apply.
 * - archived: true lists archived records only; every other list hides them.
 * - Area: service, showroom and leases flags pick that area; without a flag, a list that is not
 *   archived, rejected, a duplicate-VIN or a stats drill-down is the buying center.
 * - appraisalStatusId: a number lists that status, null the open records; when absent, rejected
 *   records (status 3) are left out: they belong on the Rejected page alone.
 * - stage/tab: a lease management stage filters leaseStage, a workflow stage filters stage.
 * - filterId: records created since the window's start (absent or "Any date": no limit); days (a
 *   dashboard window): since local midnight `days` ago in the dealer's time zone (dealer-window.ts).
 * - comparableTo: the purchases in that record's band (comparable-where.ts) in every area; the
 *   band names the status (bought), so the rejected records' screen does not apply.
 * The dashboards and dealer stats count the same records from their rollups (appraisal_day_counts,
 * by the dealer's local date, the same predicates), so a tile and its drill-down list agree.
 */
export function listWhere(dealerId: number, f: ListFilter, { now, since, band }: ListContext): SQL {
  const where: (SQL | undefined)[] = [ofDealer(dealerId)];
  // ids (react-admin's getMany) resolve references: the named records, as GET /appraisals/{id} reads
  // them, whatever their area, status or archive; only the keys given with them narrow them.
  const byId = f.id !== undefined;
  const comparable = f.comparableTo !== undefined;
  if (f.id) where.push(inArray(a.id, f.id));
  where.push(f.archived ? isNotNull(a.deletedAt) : f.duplicateVin || byId ? undefined : isNull(a.deletedAt));

  if (f.service) where.push(eq(a.area, 'service'));
  else if (f.showroom) where.push(eq(a.area, 'showroom'));
  else if (f.leases) where.push(eq(a.area, 'lease'));
  else if (!byId && !f.archived && !f.duplicateVin && f.appraisalStatusId !== 3 && !f.statsAppType && !comparable)
    where.push(eq(a.area, 'buying'));

  if (f.appraisalTypeId) where.push(eq(a.appraisalTypeId, f.appraisalTypeId));
  if (f.appraisalStatusId === null) where.push(isNull(a.appraisalStatusId));
  else if (f.appraisalStatusId !== undefined) where.push(eq(a.appraisalStatusId, f.appraisalStatusId));
  else if (!byId && !f.duplicateVin && !f.archived && !comparable)
    where.push(or(isNull(a.appraisalStatusId), ne(a.appraisalStatusId, 3)));

  const stage = f.stage ?? f.tab;
  if (stage) where.push(isLeaseStage(stage) ? eq(a.leaseStage, stage) : eq(a.stage, stage as WorkflowStage));
  if (f.filterId !== undefined) {
    const start = dateWindowStart(f.filterId, now);
    if (start) where.push(gte(a.createdAt, start));
  }
  if (f.days !== undefined) {
    if (since === undefined) throw new Error('a dashboard window needs its start: see listContext');
    where.push(since ? gte(a.createdAt, since) : sql`false`);
  }
  if (f.comparableTo !== undefined) {
    if (band === undefined) throw new Error('a comparison needs its band: see listContext');
    where.push(band ? comparableBandWhere(band, f.comparableTo) : sql`false`);
  }
  if (f.duplicateVin) where.push(eq(a.vin, f.duplicateVin.toUpperCase()));
  if (f.q) where.push(sql`${a.searchText} like ${containsPattern(f.q)}`);
  if (f.campaignId) where.push(eq(a.campaignId, f.campaignId));
  if (f.originatorId) where.push(eq(a.originatorId, f.originatorId));
  if (f.trfDealerId) where.push(eq(a.trfDealerId, f.trfDealerId));
  if (f.statsAppType) where.push(eq(a.appraisalTypeId, APP_TYPE_APPRAISAL_TYPE_ID[f.statsAppType]));
  if (f.statsSubType) where.push(statsSubTypeWhere(f.statsSubType));
  return and(...where)!;
}

/**
 * Every value listWhere reads for one dealer, as a string (keptWhere): the filter and what it
 * takes from its context (the start of its date window or of its dashboard window, the same all
 * day; a comparison's band). Keep it in step with listWhere.
 */
export function listWhereInputs(dealerId: number, f: AppraisalListFilter, context: ListContext): string {
  const start = f.filterId === undefined ? null : dateWindowStart(f.filterId, context.now);
  return JSON.stringify(['list', dealerId, f, start, context.since ?? null, context.band ?? null]);
}

/**
 * Dealer-stats drill-down (part 2 section 2.3): which submissions each sub-type counts. The one
 * definition behind the drill-down lists, the dashboard tiles and the dealer stats.
 */
export function statsSubTypeWhere(subType: DealerStatsSubType): SQL | undefined {
  switch (subType) {
    case 'inspected':
      return isNotNull(a.inspectedAt);
    case 'offers-sent':
      return isNotNull(a.offerSentAt);
    case 'offers-accepted':
      return isNotNull(a.offerAcceptedAt);
    case 'buying':
      return inArray(a.appraisalStatusId, [1, 400]);
    case 'grounding':
      return inArray(a.appraisalStatusId, [2, 200, 220, 230]);
    default:
      return undefined;
  }
}

const SORT_COLUMNS: Record<AppraisalSortField, AnyPgColumn> = {
  id: a.id,
  updatedAt: a.updatedAt,
  runningStatus: a.runningStatus,
  reconditioningCost: a.reconditioningCost,
  expectedTotalProfit: a.expectedTotalProfit,
  adjustedPayoffAmount: a.adjustedPayoffAmount,
  year: a.year,
  make: a.make,
  inspectedMileage: a.inspectedMileage,
  model: a.model,
};

/**
 * Empty values sort last either way; id breaks ties so pages never overlap. The dealer leads (see
 * ofDealer) in the direction its index is read: (dealer_id, area, id) backward for the newest
 * first, forward for the oldest first and for every other sort's own index.
 */
export function listOrder(sort: readonly [AppraisalSortField, SortOrder]): SQL {
  const key = sort.join(' ');
  let order = LIST_ORDERS.get(key);
  if (!order) {
    order = compiled(sql.join(buildListOrder(sort), sql`, `));
    LIST_ORDERS.set(key, order);
  }
  return order;
}

// Each sort's ORDER BY as text, rendered once (there are twenty).
const LIST_ORDERS = new Map<string, SQL>();

function buildListOrder([field, order]: readonly [AppraisalSortField, SortOrder]): SQL[] {
  const column = SORT_COLUMNS[field];
  if (field === 'id') return order === 'ASC' ? [dealerFirst('asc'), asc(a.id)] : [dealerFirst('desc'), desc(a.id)];
  return order === 'ASC'
    ? [dealerFirst('asc'), sql`${column} asc nulls last`, asc(a.id)]
    : [dealerFirst('asc'), sql`${column} desc nulls last`, desc(a.id)];
}
