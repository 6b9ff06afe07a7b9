import type { AppraisalTypeId } from './appraisal-types';

/**
 * The appraisal list pages of spec part 2 section 2.1, with their route (under /{dslug}), page
 * title, whether they show stage tabs, and the filter each one fixes. The fixed filters follow the
 * route purposes ("Lease-return list", "List filtered to appraisalStatusId 3", "Archived records").
 * Lease returns live in the lease area (filter key leases); the buying center is the trade-in area.
 */
export const LIST_PAGES = {
  buying: { path: '/appraisals', title: 'Buying center', tabs: true, filter: { appraisalTypeId: 1 } },
  returns: { path: '/appraisals/returns', title: 'Lease returns', tabs: true, filter: { leases: true } },
  manageReturns: {
    path: '/appraisals/manage/returns',
    title: 'Lease returns management',
    tabs: true,
    filter: { leases: true },
  },
  rejected: { path: '/appraisals/rejected', title: 'Rejected', tabs: false, filter: { appraisalStatusId: 3 } },
  archived: { path: '/appraisals/archived', title: 'Archived', tabs: false, filter: { archived: true } },
  service: { path: '/appraisals/service', title: 'Service', tabs: false, filter: { service: true } },
  showroom: { path: '/appraisals/showroom', title: 'Showroom', tabs: false, filter: { showroom: true } },
} as const satisfies Record<
  string,
  {
    path: string;
    title: string;
    tabs: boolean;
    filter: {
      appraisalTypeId?: AppraisalTypeId;
      appraisalStatusId?: number;
      archived?: boolean;
      service?: boolean;
      showroom?: boolean;
      leases?: boolean;
    };
  }
>;

export type ListPageKey = keyof typeof LIST_PAGES;

/** Part 2 section 2.1: "/appraisals/duplicate/{vin} | All submissions sharing a VIN | Duplicate submission '{vin}'". */
export function duplicateListTitle(vin: string): string {
  return `Duplicate submission '${vin}'`;
}

/**
 * The dealer's purchases comparable to a record (ours, beyond the spec): the worksheet's panel and
 * the list its link opens, /appraisals/{id}/comparables.
 */
export const COMPARABLE_PURCHASES_TEXTS = {
  title: 'Comparable purchases',
  empty: 'No comparable purchases in the last 12 months.',
  noVehicle: 'Add the year, make and model to see comparable purchases.',
  failed: 'Comparable purchases could not be loaded.',
  link: 'Open them as a list',
} as const;

export function comparablePurchasesListTitle(id: number | string): string {
  return `Comparable purchases of appraisal ${id}`;
}

/** Part 2 section 2.1: dashboard page title "'{dealer}'s Dashboard'". */
export function dashboardTitle(dealerName: string): string {
  return `${dealerName}'s Dashboard`;
}

/** Part 2 section 2.1: the board "only shows 'Coming soon...'". */
export const BOARD_PLACEHOLDER = 'Coming soon...';

/**
 * Part 2 section 2.1: "Campaign and Originator filters show only when the page is not lease
 * returns, service or showroom, and filters are not hidden."
 */
export function showsCampaignFilters(page: ListPageKey, filtersHidden = false): boolean {
  return !filtersHidden && page !== 'returns' && page !== 'manageReturns' && page !== 'service' && page !== 'showroom';
}
