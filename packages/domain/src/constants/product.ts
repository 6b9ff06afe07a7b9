/** Spec part 1 opening: 'The product is a web application titled "Dealer Admin"'. */
export const PRODUCT_NAME = 'Dealer Admin';

/** Spec part 2 section 2.1: page titles of the statistics pages. */
export const STATS_PAGE_TITLES = {
  /** /{dslug}/{appType}/{subType}/dealer-stats */
  dealerSubmission: 'Dealer Submission',
  /** /my/stats */
  dealerStats: 'Dealer Stats',
} as const;
