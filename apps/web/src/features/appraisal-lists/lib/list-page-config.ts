import {
  COMPARABLE_PURCHASES_TEXTS,
  comparablePurchasesListTitle,
  DATE_FILTER,
  type DateFilterId,
  DEFAULT_LEASE_MANAGEMENT_STAGE,
  DEFAULT_WORKFLOW_STAGE,
  type DealerStatsAppType,
  type DealerStatsSubType,
  dealerSubmissionTitle,
  defaultDateFilterId,
  duplicateListTitle,
  EMPTY_STATES,
  LEASE_MANAGEMENT_STAGE_TITLES,
  LEASE_MANAGEMENT_STAGES,
  LIST_PAGES,
  type ListPageKey,
  STAGE_TABS,
  type Stage,
  showsCampaignFilters,
  stageTitle,
} from '@dealer/domain';

/**
 * The list pages of part 2 section 2.1: LIST_PAGES plus the duplicate-VIN list and the dealer-stats
 * drill-down; and ours, the purchases comparable to a record (the worksheet panel's link).
 */
export type ListPageId = ListPageKey | 'duplicate' | 'dealerStats' | 'comparables';

/** The dealer-stats drill-down's list (part 2 section 2.3): a tile's records over its window. */
export interface DealerStatsList {
  appType: DealerStatsAppType;
  subType: DealerStatsSubType;
  days: number;
}

export interface StageTab {
  stage: Stage;
  label: string;
}

export interface ListPageConfig {
  id: ListPageId;
  title: string;
  /** The page's own fixed filter, sent with every call (LIST_PAGES[..].filter, or the duplicate VIN). */
  fixedFilter: Readonly<Record<string, unknown>>;
  /** Stage tabs; empty on pages without tabs. */
  tabs: readonly StageTab[];
  defaultTab: Stage | null;
  /** The date window when the user picked none (part 2 section 9: "Default 30, or 0 for service and showroom"). */
  defaultFilterId: DateFilterId;
  /** The duplicate-VIN list shows every submission sharing the VIN: no search bar, no date window. */
  filtersHidden: boolean;
  /** Campaign and Originator filters (showsCampaignFilters). */
  campaignFilters: boolean;
  /** A lease-return page: its header links go to the lease-return list, board and dashboard. */
  lease: boolean;
  /** The two lines of the empty state ("Time for a break / Nothing to do here right now"). */
  empty: { heading: string; line: string };
}

/** EMPTY_STATES texts are "heading / line": the page shows the halves as a heading and a line. */
export function splitEmptyState(text: string): { heading: string; line: string } {
  const [heading = '', ...rest] = text.split(' / ');
  return { heading, line: rest.join(' / ') };
}

function workflowTabs(typeId: 1 | 2): StageTab[] {
  return STAGE_TABS[typeId].map((stage) => ({ stage, label: stageTitle(stage, typeId) }));
}

const LEASE_TABS: StageTab[] = LEASE_MANAGEMENT_STAGES.map((stage) => ({
  stage,
  label: LEASE_MANAGEMENT_STAGE_TITLES[stage],
}));

/**
 * What each list shows and fixes. Tabs: the trade-in stages on the Buying center, the lease stages
 * of STAGE_TABS[2] on Lease returns, the management stages on Lease returns management; the
 * default tab is the spec's default stage (assess; ground_return).
 */
export function listPageConfig(
  id: ListPageId,
  vin = '',
  stats?: DealerStatsList,
  comparableTo?: number,
): ListPageConfig {
  const empty = splitEmptyState(id === 'showroom' ? EMPTY_STATES.showroom : EMPTY_STATES.list);
  if (id === 'comparables') {
    // Fixed by its path like the duplicate list: the record's band decides the rows, in every area.
    return {
      id,
      title: comparablePurchasesListTitle(comparableTo ?? ''),
      fixedFilter: { comparableTo },
      tabs: [],
      defaultTab: null,
      defaultFilterId: DATE_FILTER.ANY_DATE,
      filtersHidden: true,
      campaignFilters: false,
      lease: false,
      empty: { heading: COMPARABLE_PURCHASES_TEXTS.title, line: COMPARABLE_PURCHASES_TEXTS.empty },
    };
  }
  if (id === 'duplicate' || id === 'dealerStats') {
    // Both lists are fixed by their path: the drill-down's window is the tile's, so no other window.
    return {
      id,
      title: id === 'duplicate' ? duplicateListTitle(vin) : dealerSubmissionTitle(stats?.days),
      fixedFilter:
        id === 'duplicate'
          ? { duplicateVin: vin }
          : { statsAppType: stats?.appType, statsSubType: stats?.subType, days: stats?.days },
      tabs: [],
      defaultTab: null,
      defaultFilterId: DATE_FILTER.ANY_DATE,
      filtersHidden: true,
      campaignFilters: false,
      lease: false,
      empty,
    };
  }
  const page = LIST_PAGES[id];
  const tabs =
    id === 'buying' ? workflowTabs(1) : id === 'returns' ? workflowTabs(2) : id === 'manageReturns' ? LEASE_TABS : [];
  const defaultTab =
    tabs.length === 0 ? null : id === 'manageReturns' ? DEFAULT_LEASE_MANAGEMENT_STAGE : DEFAULT_WORKFLOW_STAGE;
  return {
    id,
    title: page.title,
    fixedFilter: page.filter,
    tabs,
    defaultTab,
    defaultFilterId: defaultDateFilterId(id),
    filtersHidden: false,
    campaignFilters: showsCampaignFilters(id),
    lease: id === 'returns' || id === 'manageReturns',
    empty,
  };
}
