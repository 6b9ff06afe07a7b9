import { allowReadVals, type GlobalSearchQuery, isValueField, type ListQuery, type RoleName } from '@dealer/domain';
import type { AppContext } from '../../context';
import { ValidationError } from '../../lib/errors';
import { listOrder, listWhere } from './appraisal-filters';
import { toSearchHit } from './appraisal-row';
import { listPageJsonOf, pageOf, type QueueCode, queueOrder, queueWhere, searchWhere } from './appraisals.repository';

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
  const where = listWhere(dealer.id, query.filter, ctx.now());
  return listPageJsonOf(ctx.db, where, listOrder(query.sort), query.range, allowReadVals(dealer.roles));
}

export async function appraisalQueue(
  ctx: AppContext,
  dealer: DealerScope,
  queue: QueueCode,
  range: readonly [number, number],
) {
  const where = queueWhere(queue, dealer.id, ctx.now());
  const { json, total } = await listPageJsonOf(ctx.db, where, queueOrder(queue), range, allowReadVals(dealer.roles));
  return `{"data":${json},"count":${total}}`;
}

export async function globalSearch(ctx: AppContext, dealer: DealerScope, query: GlobalSearchQuery) {
  const { rows, total } = await pageOf(
    ctx.db,
    searchWhere(dealer.id, query.filter.q),
    listOrder(['id', 'DESC']),
    query.range,
  );
  return { data: rows.map(toSearchHit), count: total };
}
