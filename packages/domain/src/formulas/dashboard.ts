import { DASHBOARD_TILES, type DashboardTileKey, type DashboardType } from '../constants/dashboard';
import type { DashboardTile } from '../schemas/dashboard';

/**
 * Part 2 section 9: "Percentages shown with 2 decimals; a zero total shows 0." Returns the text
 * shown on a tile: '42.86%', or '0%' when the total is 0 (or missing).
 */
export function tilePercentText(count: number | null | undefined, total: number | null | undefined): string {
  if (!total) return '0%';
  return `${(((count ?? 0) * 100) / total).toFixed(2)}%`;
}

/** Part 2 section 9: "Stats percentages are rounded percent values of server fractions." 0.4286 -> 43. */
export function statsPercent(fraction: number | null | undefined): number {
  if (fraction === null || fraction === undefined || !Number.isFinite(fraction)) return 0;
  return Math.round(fraction * 100);
}

/** Part 2 section 2.2: each tile's count, ratio to its parent and percentage (parents in constants/dashboard.ts). */
export function dashboardTiles(
  type: DashboardType,
  counts: Partial<Record<DashboardTileKey, number | null>>,
): DashboardTile[] {
  return DASHBOARD_TILES[type].map((t) => {
    const count = counts[t.key] ?? 0;
    const parentCount = counts[t.parent] ?? 0;
    return {
      key: t.key,
      label: t.label,
      count,
      parentCount,
      ratio: `${count}/${parentCount}`,
      percent: tilePercentText(count, parentCount),
      subType: t.subType,
    };
  });
}

/**
 * A server fraction (part 2 section 9: "Stats percentages are rounded percent values of server
 * fractions"): count over total to 4 places, 0 when the total is 0.
 */
export function statsFraction(count: number, total: number): number {
  return total > 0 ? Math.round((count / total) * 10000) / 10000 : 0;
}
