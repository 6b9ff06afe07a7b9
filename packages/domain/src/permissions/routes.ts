import type { RoleName } from './roles';

/**
 * Declared role lists of the spec's routes (part 1 section 2, part 2 sections 2 and 6).
 * A route that declares none requires DEALER (see canEnterRoute).
 */
export const ROUTE_ROLES = {
  /** /appraisals/board(/returns): "Restricted to dealer admin and finance manager." */
  board: ['DEALER_ADMIN', 'FINANCE_MANAGER'],
  /** /appraisals/dashboard(/returns): "dealer admin, finance manager, sales manager". */
  dashboard: ['DEALER_ADMIN', 'FINANCE_MANAGER', 'SALES_MANAGER'],
  /** /{dslug}/{appType}/{subType}/dealer-stats: "dealer role plus group admin". */
  dealerStats: ['DEALER', 'GROUP_ADMIN'],
  /** /my/stats: "group admin only". */
  myStats: ['GROUP_ADMIN'],
  /** Dealer settings tabs profile, defaults, affiliates, banks, users, emails, email-templates. */
  dealerSettings: ['DEALER_ADMIN'],
  /** Dealer settings campaigns tab. */
  campaigns: ['DEALER_ADMIN', 'ACQ_MANAGER', 'FINANCE_MANAGER', 'SALES_MANAGER'],
  /** The Outbox page (ours, issue 2): what the dealer's customers and staff were sent. */
  outbox: ['DEALER_ADMIN'],
  /**
   * /appraisals/manage/returns. The spec gives roles for its link only ("Lease-returns Management
   * link | dealer admin, sales manager, acquisition manager"); the route gets the same list so a
   * hidden link is not an open door.
   */
  leaseManagement: ['DEALER_ADMIN', 'SALES_MANAGER', 'ACQ_MANAGER'],
  /**
   * /appraisals/{id}/comparables (ours): the dealer's purchases comparable to a record, a list of
   * what was paid, so the roles that may read valuations (ROLE_GROUPS.allowReadVals).
   */
  comparablePurchases: ['ACQ_MANAGER', 'APPRAISER', 'DEALER_ADMIN', 'FINANCE_MANAGER', 'SALES_MANAGER'],
} as const satisfies Record<string, readonly RoleName[]>;

export type RouteRoleKey = keyof typeof ROUTE_ROLES;

/** The roles a route without a declaration needs (part 1 section 2). */
export const DEFAULT_ROUTE_ROLES: readonly RoleName[] = ['DEALER'];

export type RouteAccess = { anonymous: true } | { anonymous: false; roles: readonly RoleName[] };

const SETTINGS_ADMIN_TABS = ['profile', 'defaults', 'affiliates', 'banks', 'users', 'emails', 'email-templates'];

/**
 * Who may open a page path (without query). Anonymous (part 1 section 2): the /auth routes, the
 * public service page /{dslug}/open/service and the reserved /{dslug}/edit prefix. The rest from
 * ROUTE_ROLES; anything else needs DEALER. The dealer-stats route is "matched loosely": any path
 * ending in /dealer-stats.
 */
export function routeAccess(pathname: string): RouteAccess {
  const parts = pathname.split('/').filter(Boolean);
  const [first, second, third, fourth] = parts;
  const needs = (roles: readonly RoleName[]): RouteAccess => ({ anonymous: false, roles });
  if (first === 'auth') return { anonymous: true };
  if (second === 'edit' || (second === 'open' && third === 'service')) return { anonymous: true };
  if (parts.at(-1) === 'dealer-stats') return needs(ROUTE_ROLES.dealerStats);
  if (first === 'my') return needs(second === 'stats' ? ROUTE_ROLES.myStats : DEFAULT_ROUTE_ROLES);
  if (second === 'appraisals') {
    if (third === 'board') return needs(ROUTE_ROLES.board);
    if (third === 'dashboard') return needs(ROUTE_ROLES.dashboard);
    if (third === 'manage' && fourth === 'returns') return needs(ROUTE_ROLES.leaseManagement);
    if (fourth === 'comparables') return needs(ROUTE_ROLES.comparablePurchases);
  }
  // The settings root leads to the first tab its user may open: anyone with a tab may ask for it.
  if (second === 'settings' && third === undefined) return needs(ROUTE_ROLES.campaigns);
  if (second === 'settings' && third !== undefined) {
    // A campaign's mailing lists: "Campaign mailing-list upload | admin only" (part 2 section 6).
    if (third === 'campaigns' && parts.at(-1) === 'mailing-list') return needs(ROUTE_ROLES.dealerSettings);
    if (third === 'campaigns') return needs(ROUTE_ROLES.campaigns);
    if (third === 'outbox') return needs(ROUTE_ROLES.outbox);
    if (SETTINGS_ADMIN_TABS.includes(third)) return needs(ROUTE_ROLES.dealerSettings);
  }
  return needs(DEFAULT_ROUTE_ROLES);
}
