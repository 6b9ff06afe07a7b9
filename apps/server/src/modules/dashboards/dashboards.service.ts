import {
  APP_TYPE_APPRAISAL_TYPE_ID,
  DASHBOARD_APP_TYPE,
  type DashboardFilter,
  type DashboardTile,
  type DashboardTileKey,
  type DashboardType,
  type DealerStatsAppType,
  type DealerStatsFilter,
  type DealerStatsRow,
  type DealerStatsSubType,
  dashboardTiles,
  statsFraction,
} from '@dealer/domain';
import type { AppContext } from '../../context';
import type { DealerScope } from '../appraisals';
import { countsByDealer, type DealerCounts, windowSince } from './day-counts.repository';
import { groupDealersOf, valueDealerIdsOf } from './group-dealers.repository';

/** One appraisal type's counts over some dealers and a window, from the rollups. */
function countsOf(
  ctx: AppContext,
  dealerIds: readonly number[],
  appType: DealerStatsAppType,
  days: number,
  perDay = false,
) {
  return countsByDealer(ctx.db, dealerIds, APP_TYPE_APPRAISAL_TYPE_ID[appType], days, ctx.now(), perDay);
}

/** A tile's count from the sub-type counts (converted is the buying list, see DASHBOARD_TILES). */
function tileCounts(c: DealerCounts['counts'] | undefined): Record<DashboardTileKey, number> {
  const n = (sub: DealerStatsSubType) => c?.[sub] ?? 0;
  return {
    submitted: n('submitted'),
    inspected: n('inspected'),
    offersSent: n('offers-sent'),
    offersAccepted: n('offers-accepted'),
    buying: n('buying'),
    grounding: n('grounding'),
    converted: n('buying'),
  };
}

export interface DealerDashboard {
  type: DashboardType;
  days: number;
  since: string;
  tiles: DashboardTile[];
  /** Per tile, its count on each day of the window, oldest first (the tile's trend chart). */
  trend: Record<string, number[]>;
  expectedProfitTotal: number;
  expectedProfitAverage: number;
}

/** GET /dashboards/{type}: the five tiles of the dealer's funnel and the two side totals. */
export async function dealerDashboard(
  ctx: AppContext,
  dealer: DealerScope,
  type: DashboardType,
  filter: DashboardFilter,
): Promise<DealerDashboard> {
  const appType = DASHBOARD_APP_TYPE[type];
  const [since, [row], daily] = await Promise.all([
    windowSince(ctx.db, dealer.id, filter.days, ctx.now()),
    countsOf(ctx, [dealer.id], appType, filter.days),
    countsOf(ctx, [dealer.id], appType, filter.days, true),
  ]);
  const tiles = dashboardTiles(type, tileCounts(row?.counts));
  // The window runs from the dealer's local midnight `days` ago to now: days + 1 calendar days.
  const dayCount = filter.days + 1;
  const perDay = Array.from({ length: dayCount }, (_, i) => tileCounts(daily.find((d) => d.dealerId === i)?.counts));
  return {
    type,
    days: filter.days,
    since: since.toISOString(),
    tiles,
    trend: Object.fromEntries(tiles.map((t) => [t.key, perDay.map((d) => d[t.key])])),
    expectedProfitTotal: row?.profitTotal ?? 0,
    expectedProfitAverage: row?.profitAverage ?? 0,
  };
}

function statsRow(
  dealer: { id: number; name: string; slug: string },
  appType: DealerStatsAppType,
  c: DealerCounts,
  withValues: boolean,
) {
  const n = c.counts;
  return {
    id: dealer.id,
    name: dealer.name,
    dealerSlug: dealer.slug,
    appraisalTypeId: APP_TYPE_APPRAISAL_TYPE_ID[appType],
    totalSubmitted: n.submitted,
    totalInspected: n.inspected,
    totalInspectedPct: statsFraction(n.inspected, n.submitted),
    totalOfferSent: n['offers-sent'],
    totalOfferSentPct: statsFraction(n['offers-sent'], n.inspected),
    totalOfferAccepted: n['offers-accepted'],
    totalOfferAcceptedPct: statsFraction(n['offers-accepted'], n['offers-sent']),
    totalBuying: n.buying,
    totalGrounding: n.grounding,
    totalConvertedPct: statsFraction(n.buying, n.submitted),
    expectedProfitTotal: withValues ? c.profitTotal : null,
    expectedProfitAverage: withValues ? c.profitAverage : null,
  } satisfies DealerStatsRow;
}

/**
 * GET /dealer_stats: one row per dealer of the caller's group(s) and appraisal type with at least
 * one submission in the window, dealers by name, trade-ins first. dealerIds narrows to some of the
 * group's dealers; ids outside the group are ignored (never another group's figures). The
 * expected-profit figures are value data (part 2 section 6, allowReadVals): null for the dealers at
 * which the caller may not read valuations.
 */
export async function dealerStats(
  ctx: AppContext,
  userId: number,
  filter: DealerStatsFilter,
): Promise<DealerStatsRow[]> {
  const [group, valueDealerIds] = await Promise.all([groupDealersOf(ctx.db, userId), valueDealerIdsOf(ctx.db, userId)]);
  const wanted = filter.dealerIds ? new Set(filter.dealerIds) : null;
  const scope = wanted ? group.filter((d) => wanted.has(d.id)) : group;
  if (scope.length === 0) return [];
  const appTypes = (['trade', 'returns'] as const).filter(
    (t) => !filter.appraisalTypeId || APP_TYPE_APPRAISAL_TYPE_ID[t] === filter.appraisalTypeId,
  );
  const ids = scope.map((d) => d.id);
  const counted = await Promise.all(appTypes.map((t) => countsOf(ctx, ids, t, filter.days)));
  return scope.flatMap((dealer) =>
    appTypes.flatMap((t, i) => {
      const c = counted[i]?.find((r) => r.dealerId === dealer.id);
      return c ? [statsRow(dealer, t, c, valueDealerIds.has(dealer.id))] : [];
    }),
  );
}
