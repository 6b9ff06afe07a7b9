import { LEASE_MANAGEMENT_STAGES, type StageCountsQuery, WORKFLOW_STAGES } from '@dealer/domain';
import type { AppContext } from '../../context';
import { listContext, listWhere } from './appraisal-filters';
import type { DealerScope } from './appraisals-list.service';
import { assertMayCompare } from './comparable-purchases.service';
import { countByStage } from './stage-counts.repository';

/**
 * GET /appraisals/counts: the number of records each stage tab of a list holds, with the list's
 * own filter (the same WHERE as GET /appraisals, so a tab's count is that tab's x-total-count).
 * The filter's stage or tab is dropped: every tab is counted. Every stage of the grouping is in
 * the answer, 0 when empty.
 */
export async function stageCounts(
  ctx: AppContext,
  dealer: DealerScope,
  query: StageCountsQuery,
): Promise<Record<string, number>> {
  const { stage: _stage, tab: _tab, ...filter } = query.filter;
  if (filter.comparableTo !== undefined) assertMayCompare(dealer);
  const context = await listContext(ctx.db, dealer.id, filter, ctx.now());
  const counted = await countByStage(ctx.db, listWhere(dealer.id, filter, context), query.by);
  const stages: readonly string[] = query.by === 'leaseStage' ? LEASE_MANAGEMENT_STAGES : WORKFLOW_STAGES;
  return Object.fromEntries(stages.map((s) => [s, counted.get(s) ?? 0]));
}
