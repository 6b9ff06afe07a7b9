import type { DashboardWindowDays } from '../constants/dashboard';
import type { DateFilterId } from '../constants/date-filters';

/** Local midnight of the day `days` before `now` (setDate keeps days calendar days across DST). */
function startOfLocalDay(now: Date, daysBack = 0): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() - daysBack);
}

/**
 * The start of a list's date window (spec part 1 section 9 date filter options), in the caller's
 * local time zone; null means no lower bound. Left open by the spec, decided here:
 * - 0 Today: local midnight today;
 * - -2 This week: weeks start on Sunday (the US calendar the product's dealers use), midnight;
 * - -3 This month: midnight of the 1st;
 * - 7/30/60/90 Past N days: midnight N days ago, so whole calendar days are covered (a record made
 *   late on the first day does not drop out of the list during the afternoon);
 * - -4 Any date: null.
 */
export function dateWindowStart(filterId: DateFilterId | number, now: Date = new Date()): Date | null {
  switch (filterId) {
    case 0:
      return startOfLocalDay(now);
    case -2:
      return startOfLocalDay(now, now.getDay());
    case -3:
      return new Date(now.getFullYear(), now.getMonth(), 1);
    case 7:
    case 30:
    case 60:
    case 90:
      return startOfLocalDay(now, filterId);
    case -4:
      return null;
    default:
      throw new RangeError(`Unknown date filter id ${filterId}`);
  }
}

/** Start of a dealer dashboard window (part 2 section 9: 7, 30, 60, 90, 183 or 365 days), same rule as Past N days. */
export function dashboardWindowStart(days: DashboardWindowDays | number, now: Date = new Date()): Date {
  return startOfLocalDay(now, days);
}
