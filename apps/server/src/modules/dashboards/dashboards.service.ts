import {
  APP_TYPE_APPRAISAL_TYPE_ID,
  DASHBOARD_APP_TYPE,
  type DashboardFilter,
  type DashboardTileKey,
  type DashboardType,
  type DealerDashboard,
  type DealerStatsAppType,
  type DealerStatsFilter,
  type DealerStatsRow,
  type DealerStatsSubType,
  dashboardTiles,
  statsFraction,
} from '@dealer/domain';
import type { AppContext } from '../../context';
import type { DealerScope } from '../appraisals';
import { versionedMemoOf } from '../appraisals/versioned-memo';
import {
  countsByDealer,
  countsByDealerAndType,
  type DealerCounts,
  type DealerTypeCounts,
  dealerWindows,
} from './day-counts.repository';
import { type StatsSource, statsAnswersOf } from './dealer-stats-answers';
import { type GroupDealer, groupDealersOf, valueDealerIdsOf } from './group-dealers.repository';

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

interface DashboardCounts {
  total: DealerCounts | undefined;
  /** Per day of the window (0 = its first day), that day's counts. */
  daily: Map<number, DealerCounts['counts']>;
}

/** GET /dashboards/{type}: the five tiles of the dealer's funnel and the two side totals. */
export async function dealerDashboard(
  ctx: AppContext,
  dealer: DealerScope,
  type: DashboardType,
  filter: DashboardFilter,
): Promise<DealerDashboard> {
  const appType = DASHBOARD_APP_TYPE[type];
  const [window] = await dealerWindows(ctx.db, [dealer.id], filter.days, ctx.now());
  if (!window) throw new Error(`dealer ${dealer.id} not found`);
  // Remembered at the dealer's version, like a group's statistics (groupCounts). The counts are
  // read after the version, so they are at least that new.
  const memo = versionedMemoOf<DashboardCounts>(ctx.db, 'dashboards');
  const key = `${appType}:${filter.days}:${window.startDay}:${dealer.id}`;
  const { total, daily } =
    memo.at(key, window.version) ??
    (await memo.refresh(key, window.version, async () => {
      const [[row], days] = await Promise.all([
        countsOf(ctx, [dealer.id], appType, filter.days),
        countsOf(ctx, [dealer.id], appType, filter.days, true),
      ]);
      return {
        version: window.version,
        value: { total: row, daily: new Map(days.map((d) => [d.dealerId, d.counts])) },
      };
    }));
  const tiles = dashboardTiles(type, tileCounts(total?.counts));
  // The window runs from the dealer's local midnight `days` ago to now: days + 1 calendar days.
  const perDay = Array.from({ length: filter.days + 1 }, (_, i) => tileCounts(daily.get(i)));
  return {
    type,
    days: filter.days,
    since: window.since.toISOString(),
    startDay: window.startDay,
    tiles,
    trend: Object.fromEntries(tiles.map((t) => [t.key, perDay.map((d) => d[t.key])])),
    expectedProfitTotal: total?.profitTotal ?? 0,
    expectedProfitAverage: total?.profitAverage ?? 0,
  };
}

type TypeCounts = DealerTypeCounts['byType'];

const STATS_APP_TYPES = ['trade', 'returns'] as const;

/**
 * Each dealer's funnel per appraisal type over the window. A group's statistics are read often and
 * most of its dealers did not change since the last read: each dealer's counts are remembered
 * with its appraisal version and window, and only the dealers whose version moved on (or whose
 * local day turned) are summed again from the rollups.
 */
async function groupCounts(ctx: AppContext, scope: readonly GroupDealer[], days: number, now: Date) {
  const memo = versionedMemoOf<TypeCounts>(ctx.db, 'dealer stats');
  const key = (dealerId: number, startDay: string) => `${days}:${startDay}:${dealerId}`;
  const counts = new Map<number, TypeCounts>();
  const stale: number[] = [];
  for (const d of scope) {
    const known = memo.at(key(d.id, d.startDay), d.version);
    if (known) counts.set(d.id, known);
    else stale.push(d.id);
  }
  if (stale.length === 0) return counts;
  const typeIds = STATS_APP_TYPES.map((t) => APP_TYPE_APPRAISAL_TYPE_ID[t]);
  for (const counted of await countsByDealerAndType(ctx.db, stale, typeIds, days, now)) {
    memo.remember(key(counted.dealerId, counted.startDay), counted.version, counted.byType);
    counts.set(counted.dealerId, counted.byType);
  }
  return counts;
}

function statsRow(
  dealer: GroupDealer,
  appType: DealerStatsAppType,
  c: Omit<DealerCounts, 'dealerId'>,
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
 * GET /dealer_stats, as the bytes of its JSON rows: one row per dealer of the caller's group(s) and
 * appraisal type with at least one submission in the window, dealers by name, trade-ins first.
 * dealerIds narrows to some of the group's dealers; ids outside the group are ignored (never
 * another group's figures). The expected-profit figures are value data (part 2 section 6,
 * allowReadVals): null for the dealers at which the caller may not read valuations.
 */
export async function dealerStatsBody(ctx: AppContext, userId: number, filter: DealerStatsFilter): Promise<Buffer> {
  const now = ctx.now();
  const [group, valueDealerIds] = await Promise.all([
    groupDealersOf(ctx.db, userId, filter.days, now),
    valueDealerIdsOf(ctx.db, userId),
  ]);
  const wanted = filter.dealerIds ? new Set(filter.dealerIds) : null;
  const scope = wanted ? group.filter((d) => wanted.has(d.id)) : group;
  if (scope.length === 0) return Buffer.from('[]');
  const appTypes = STATS_APP_TYPES.filter(
    (t) => !filter.appraisalTypeId || APP_TYPE_APPRAISAL_TYPE_ID[t] === filter.appraisalTypeId,
  );
  const counts = await groupCounts(ctx, scope, filter.days, now);
  const sources = scope.map((d): StatsSource => [d.name, d.slug, valueDealerIds.has(d.id), counts.get(d.id)]);
  const key = `${filter.days}:${appTypes.join()}:${scope.map((d) => d.id).join()}`;
  const answers = statsAnswersOf(ctx.db);
  const known = answers.find(key, sources);
  if (known) return known;
  const rows = scope.flatMap((dealer) =>
    appTypes.flatMap((t) => {
      const c = counts.get(dealer.id)?.get(APP_TYPE_APPRAISAL_TYPE_ID[t]);
      return c ? [statsRow(dealer, t, c, valueDealerIds.has(dealer.id))] : [];
    }),
  );
  return answers.keep(key, sources, Buffer.from(JSON.stringify(rows)));
}
