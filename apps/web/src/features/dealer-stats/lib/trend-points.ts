import { formatDate } from '@dealer/domain';

export interface TrendPoint {
  /** 'MM/dd/yyyy': the tooltip's date. */
  date: string;
  /** 'MM/dd': the axis tick. */
  tick: string;
  n: number;
}

/**
 * The trend's counts as dated points: day i is `startDay` (the window's first day at the dealer,
 * yyyy-mm-dd) plus i calendar days, counted in local dates so a daylight-saving change moves nothing.
 */
export function trendPoints(startDay: string, counts: readonly number[]): TrendPoint[] {
  const [y, m, d] = startDay.split('-').map(Number);
  return counts.map((n, i) => {
    const date = formatDate(new Date(y!, m! - 1, d! + i));
    return { date, tick: date.slice(0, 5), n };
  });
}
