import { DASHBOARD_WINDOWS, dashboardWindowOf } from './dashboard';

/** Spec part 1 opening: 'The product is a web application titled "Dealer Admin"'. */
export const PRODUCT_NAME = 'Dealer Admin';

/** Spec part 2 section 2.1: page titles of the statistics pages. */
export const STATS_PAGE_TITLES = {
  /** /{dslug}/{appType}/{subType}/dealer-stats */
  dealerSubmission: 'Dealer Submission',
  /** /my/stats */
  dealerStats: 'Dealer Stats',
} as const;

/**
 * The drill-down's title with its date window (issue 38: a list of "Offers sent" means nothing
 * without the period it counts): 'Dealer Submission (30 days)', 'Dealer Submission (Past week)'. The
 * window is read as the page reads `?days=`: one not offered is the default 30 days.
 */
export function dealerSubmissionTitle(days: unknown): string {
  const window = DASHBOARD_WINDOWS.find((w) => w.days === dashboardWindowOf(days));
  return `${STATS_PAGE_TITLES.dealerSubmission} (${window!.label})`;
}
