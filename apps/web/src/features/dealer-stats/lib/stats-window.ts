import {
  type DashboardWindowDays,
  DEALER_STATS_APP_TYPES,
  DEALER_STATS_SUB_TYPES,
  DEFAULT_DASHBOARD_WINDOW,
  type DealerStatsAppType,
  type DealerStatsSubType,
  dashboardWindowOf,
  dealerStatsPath,
} from '@dealer/domain';

/** A window from the query (`days`), or the default 30 days when missing or not offered. */
export function windowFrom(raw: unknown): DashboardWindowDays {
  return dashboardWindowOf(raw);
}

/** /my/stats keeps its filter as JSON in the query (part 2 section 2.4): `?filter={"days":90}`. */
export function statsFilterFrom(raw: string | null): { days: DashboardWindowDays } {
  try {
    const parsed = JSON.parse(raw ?? '{}') as { days?: unknown };
    return { days: windowFrom(parsed.days) };
  } catch {
    return { days: DEFAULT_DASHBOARD_WINDOW };
  }
}

/**
 * The drill-down's type and sub-type from its loosely matched path: an unknown type reads as
 * trade-ins, a sub-type the type does not have as "submitted".
 */
export function drillDownFrom(appType: string | undefined, subType: string | undefined) {
  const type: DealerStatsAppType = (DEALER_STATS_APP_TYPES as readonly string[]).includes(appType ?? '')
    ? (appType as DealerStatsAppType)
    : 'trade';
  const subs: readonly string[] = DEALER_STATS_SUB_TYPES[type];
  const sub = (subs.includes(subType ?? '') ? subType : 'submitted') as DealerStatsSubType;
  return { appType: type, subType: sub };
}

/** A drill-down link with its window: what a tile or a stats card links to. */
export function drillDownHref(slug: string, appType: DealerStatsAppType, subType: DealerStatsSubType, days: number) {
  return `${dealerStatsPath(slug, appType, subType)}?days=${days}`;
}
