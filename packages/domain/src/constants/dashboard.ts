/**
 * Spec part 2 section 9: "Dashboard windows: 7, 30, 60, 90, 183 and 365 days (default 30)"; labels
 * from section 2.2: "Past week, 30 days, 60 days, 90 days, 6 months, past year (default 30d)".
 */
export const DASHBOARD_WINDOWS = [
  { days: 7, label: 'Past week' },
  { days: 30, label: '30 days' },
  { days: 60, label: '60 days' },
  { days: 90, label: '90 days' },
  { days: 183, label: '6 months' },
  { days: 365, label: 'Past year' },
] as const;
export type DashboardWindowDays = (typeof DASHBOARD_WINDOWS)[number]['days'];
export const DASHBOARD_WINDOW_DAYS: readonly DashboardWindowDays[] = DASHBOARD_WINDOWS.map((w) => w.days);
export const DEFAULT_DASHBOARD_WINDOW: DashboardWindowDays = 30;

/** A window from a query value (`?days=`), or the default 30 days when missing or not offered. */
export function dashboardWindowOf(raw: unknown): DashboardWindowDays {
  const days = Number(raw);
  return (DASHBOARD_WINDOW_DAYS as readonly number[]).includes(days)
    ? (days as DashboardWindowDays)
    : DEFAULT_DASHBOARD_WINDOW;
}

/** Part 1 section 7: "GET /dashboards/{type} (lease-returns or trade-ins)". */
export const DASHBOARD_TYPES = ['trade-ins', 'lease-returns'] as const;
export type DashboardType = (typeof DASHBOARD_TYPES)[number];

/** Part 2 section 2.3: "appType is trade or returns". Dropdown labels: "Lease returns, Trade ins". */
export const DEALER_STATS_APP_TYPES = ['trade', 'returns'] as const;
export type DealerStatsAppType = (typeof DEALER_STATS_APP_TYPES)[number];
export const DEALER_STATS_APP_TYPE_LABELS: Readonly<Record<DealerStatsAppType, string>> = {
  trade: 'Trade ins',
  returns: 'Lease returns',
};

/**
 * Part 2 section 2.3: "subType is buying, inspected, submitted, offers-accepted or offers-sent for
 * trade; buying, inspected, submitted or grounding for returns."
 */
export const DEALER_STATS_SUB_TYPES = {
  trade: ['buying', 'inspected', 'submitted', 'offers-accepted', 'offers-sent'],
  returns: ['buying', 'inspected', 'submitted', 'grounding'],
} as const satisfies Record<DealerStatsAppType, readonly string[]>;
export type DealerStatsSubType = (typeof DEALER_STATS_SUB_TYPES)[DealerStatsAppType][number];
export const ALL_DEALER_STATS_SUB_TYPES: readonly DealerStatsSubType[] = [
  'buying',
  'inspected',
  'submitted',
  'offers-accepted',
  'offers-sent',
  'grounding',
];

/** Labels of the "Submission type" dropdown (not shown in the spec; named after the tiles). */
export const DEALER_STATS_SUB_TYPE_LABELS: Readonly<Record<DealerStatsSubType, string>> = {
  submitted: 'Submitted',
  inspected: 'Inspections completed',
  'offers-sent': 'Offers sent',
  'offers-accepted': 'Offers accepted',
  buying: 'Buying',
  grounding: 'Grounding',
};

/** Part 2 section 2.1: "/{dslug}/{appType}/{subType}/dealer-stats". */
export function dealerStatsPath(slug: string, appType: DealerStatsAppType, subType: DealerStatsSubType): string {
  return `/${slug}/${appType}/${subType}/dealer-stats`;
}

export type DashboardTileKey =
  | 'submitted'
  | 'inspected'
  | 'offersSent'
  | 'offersAccepted'
  | 'buying'
  | 'grounding'
  | 'converted';

export interface DashboardTileDef {
  key: DashboardTileKey;
  label: string;
  /** The tile whose count is this tile's ratio denominator ("a ratio to a parent total"). */
  parent: DashboardTileKey;
  /** The dealer-stats list the tile links to. */
  subType: DealerStatsSubType;
}

/**
 * Part 2 section 2.2 tiles. "Tiles for trade-ins: Appraisals submitted, Inspections completed,
 * Offers sent, Offers accepted, Total converted. Tiles for lease returns: Submitted, Inspections
 * completed, Buying, Grounding, Total converted." The parents and the converted tiles' links are
 * not shown: each step is a ratio to the step before it (the funnel a dealer reads), the submitted
 * tile to itself, and "Total converted" to the submissions. Every tile counts exactly the list it
 * links to (a tile's count is that list's x-total-count), so "converted" is the buying list: the
 * records the dealer is buying or has bought (statuses 1 and 400). For lease returns it has the
 * same count as the Buying tile, read against the submissions instead of the inspections.
 */
export const DASHBOARD_TILES: Readonly<Record<DashboardType, readonly DashboardTileDef[]>> = {
  'trade-ins': [
    { key: 'submitted', label: 'Appraisals submitted', parent: 'submitted', subType: 'submitted' },
    { key: 'inspected', label: 'Inspections completed', parent: 'submitted', subType: 'inspected' },
    { key: 'offersSent', label: 'Offers sent', parent: 'inspected', subType: 'offers-sent' },
    { key: 'offersAccepted', label: 'Offers accepted', parent: 'offersSent', subType: 'offers-accepted' },
    { key: 'converted', label: 'Total converted', parent: 'submitted', subType: 'buying' },
  ],
  'lease-returns': [
    { key: 'submitted', label: 'Submitted', parent: 'submitted', subType: 'submitted' },
    { key: 'inspected', label: 'Inspections completed', parent: 'submitted', subType: 'inspected' },
    { key: 'buying', label: 'Buying', parent: 'inspected', subType: 'buying' },
    { key: 'grounding', label: 'Grounding', parent: 'inspected', subType: 'grounding' },
    { key: 'converted', label: 'Total converted', parent: 'submitted', subType: 'buying' },
  ],
};

/** Part 1 section 2: 'The dashboard is titled "Don't miss these opportunities".' */
export const QUEUE_DASHBOARD_TITLE = "Don't miss these opportunities";

/** Part 1 section 2 queues with their codes; endpoints from section 7 (and one of ours). */
export const DASHBOARD_QUEUES = [
  { code: 'mp', title: 'Missing payoff', endpoint: '/missing_payoff_appraisals' },
  { code: 'ai', title: 'Awaiting inspection', endpoint: '/awaiting_inspection_appraisals' },
  { code: 'ro', title: 'Resend offer', endpoint: '/resend_offer_appraisals' },
  { code: 'he', title: 'High equity', endpoint: '/high_equity_appraisals' },
  // Ours, beyond the spec's four: unanswered offers whose end is near, soonest first.
  { code: 'eo', title: 'Offers expiring in 48 hours', endpoint: '/expiring_offer_appraisals' },
] as const;
export type DashboardQueueCode = (typeof DASHBOARD_QUEUES)[number]['code'];

/**
 * The records whose expected profit the side totals add up (part 2 section 2.2: "of accepted
 * offers for trade-ins; of buying for lease returns").
 */
export const EXPECTED_PROFIT_SUB_TYPE: Readonly<Record<DealerStatsAppType, DealerStatsSubType>> = {
  trade: 'offers-accepted',
  returns: 'buying',
};

/** A dashboard type's drill-down appType and appraisal type id. */
export const DASHBOARD_APP_TYPE: Readonly<Record<DashboardType, DealerStatsAppType>> = {
  'trade-ins': 'trade',
  'lease-returns': 'returns',
};
export const APP_TYPE_APPRAISAL_TYPE_ID: Readonly<Record<DealerStatsAppType, 1 | 2>> = { trade: 1, returns: 2 };
