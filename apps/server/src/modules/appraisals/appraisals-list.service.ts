import { allowReadVals, type GlobalSearchQuery, isValueField, type ListQuery, type RoleName } from '@dealer/domain';
import type { SQL } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { ValidationError } from '../../lib/errors';
import { listContext, listOrder, listWhere, listWhereInputs } from './appraisal-filters';
import {
  isClockedQueue,
  type QueueCode,
  queueOrder,
  queueWhere,
  queueWhereInputs,
  searchWhere,
  searchWhereInputs,
} from './appraisals.repository';
import { assertMayCompare } from './comparable-purchases.service';
import { countedPage, listRowsJson, pageIds, searchHitsPage } from './list-page.repository';
import { keptWhere, type RenderedWhere } from './rendered-where';

export interface DealerScope {
  id: number;
  roles: RoleName[];
}

export const SORT_NOT_ALLOWED = 'Sorting by a value field needs permission to read valuations.';

export async function listAppraisals(ctx: AppContext, dealer: DealerScope, query: ListQuery) {
  // Sorting by a hidden value would reveal it through the order of the rows.
  if (isValueField(query.sort[0]) && !allowReadVals(dealer.roles)) {
    throw new ValidationError(SORT_NOT_ALLOWED, { sort: SORT_NOT_ALLOWED });
  }
  if (query.filter.comparableTo !== undefined) assertMayCompare(dealer);
  const context = await listContext(ctx.db, dealer.id, query.filter, ctx.now());
  // A getMany's ids are one-off (up to a thousand of them): neither its WHERE nor its total is kept.
  const byIds = query.filter.id !== undefined;
  const inputs = byIds ? null : listWhereInputs(dealer.id, query.filter, context);
  const where = keptWhere(inputs, () => listWhere(dealer.id, query.filter, context));
  return listPage(ctx, dealer, where, listOrder(query.sort), query.range, !byIds);
}

export async function appraisalQueue(
  ctx: AppContext,
  dealer: DealerScope,
  queue: QueueCode,
  range: readonly [number, number],
) {
  const now = ctx.now();
  const where = keptWhere(queueWhereInputs(queue, dealer.id), () => queueWhere(queue, dealer.id, now));
  // Resend offer and expiring offers move with the clock, so their totals are counted every time.
  const { json, total } = await listPage(ctx, dealer, where, queueOrder(queue), range, !isClockedQueue(queue));
  return `{"data":${json},"count":${total}}`;
}

async function listPage(
  ctx: AppContext,
  dealer: DealerScope,
  where: RenderedWhere,
  order: SQL,
  range: readonly [number, number],
  rememberTotal = true,
): Promise<{ json: string; total: number }> {
  const { page: ids, total } = await countedPage<number[]>(
    ctx.db,
    dealer.id,
    where,
    pageIds(order, range),
    rememberTotal,
  );
  return { json: await listRowsJson(ctx.db, dealer.id, ids, allowReadVals(dealer.roles)), total };
}

/** Global search hits, newest first, as the JSON text of { data, count }. */
export async function globalSearch(ctx: AppContext, dealer: DealerScope, query: GlobalSearchQuery) {
  const { q } = query.filter;
  const where = keptWhere(searchWhereInputs(dealer.id, q), () => searchWhere(dealer.id, q));
  const { page, total } = await countedPage<string | null>(ctx.db, dealer.id, where, searchHitsPage(query.range));
  return `{"data":[${page ?? ''}],"count":${total}}`;
}
