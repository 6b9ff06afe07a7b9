import { SETTINGS_TABS } from '../constants/settings-tabs';
import {
  allowReadVals,
  allowService,
  canEnterRoute,
  isAdminOrFinance,
  isAdminOrSalesAcquisition,
  isDealerAdmin,
  isGroupAdmin,
  onlyService,
  type Roles,
} from './flags';
import { ROUTE_ROLES } from './routes';

/** Part 2 section 2.5: "Query parameter tab is one of worksheet, inspection, documents, activity." */
export const DETAIL_TABS = ['worksheet', 'inspection', 'documents', 'activity'] as const;
export type DetailTab = (typeof DETAIL_TABS)[number];

/** Part 2 section 2.5: the worksheet tab is "labelled Vehicle Assessment". */
export const DETAIL_TAB_LABELS: Readonly<Record<DetailTab, string>> = {
  worksheet: 'Vehicle Assessment',
  inspection: 'Inspection',
  documents: 'Documents',
  activity: 'Activity',
};

/** "Default: worksheet if the user may read valuations, otherwise activity." */
export function defaultDetailTab(roles: Roles): DetailTab {
  return allowReadVals(roles) ? 'worksheet' : 'activity';
}

/** The tab to open for a requested tab: an unknown tab, or the worksheet without allowReadVals, falls back to the default. */
export function resolveDetailTab(roles: Roles, requested: string | null | undefined): DetailTab {
  const tab = DETAIL_TABS.find((t) => t === requested);
  if (!tab || (tab === 'worksheet' && !allowReadVals(roles))) return defaultDetailTab(roles);
  return tab;
}

/** Part 1 section 2: "New opportunity" ("New inspection" for service-only users). */
export function newOpportunityLabel(roles: Roles): string {
  return onlyService(roles) ? 'New inspection' : 'New opportunity';
}

export interface ShellVisibility {
  /** Trade-in/lease cards and the share card (welcome page), Buying center, Lease returns, Showroom, Rejected, Archived. */
  salesAreas: boolean;
  /** Service link and the service appraisal card. */
  service: boolean;
  /**
   * User menu "Dealer settings": for everyone with a settings tab they may open (admins, and the
   * campaign roles for the Campaigns tab), not admins alone (issue 38 point 1).
   */
  dealerSettings: boolean;
  /** User menu "Dealer stats (group admin)" and the all-dealer statistics links. */
  dealerStats: boolean;
  /** List header "Dashboard (admin or finance manager)". */
  dashboardLink: boolean;
  /** List header "Management (lease returns; admin or sales/acquisition manager)". */
  managementLink: boolean;
}

/**
 * Part 1 section 2 shell and section 6 effects: "Service-only users do not see New opportunity's
 * trade-in variants, Buying center, Lease returns or Showroom, nor Rejected/Archived links";
 * "allowService shows the service appraisal card"; part 2 section 2.1 list header links.
 */
export function shellVisibility(roles: Roles): ShellVisibility {
  return {
    salesAreas: !onlyService(roles),
    service: allowService(roles),
    dealerSettings: visibleSettingsTabs(roles).length > 0,
    dealerStats: isGroupAdmin(roles),
    dashboardLink: isAdminOrFinance(roles),
    managementLink: isAdminOrSalesAcquisition(roles),
  };
}

/**
 * The settings tabs a user sees (part 2 section 2.6: "Routes profile, defaults, affiliates, banks,
 * users, emails, email-templates: dealer admin only. Route campaigns: dealer admin, acquisition
 * manager, finance manager, sales manager").
 */
export function visibleSettingsTabs(roles: Roles): (typeof SETTINGS_TABS)[number][] {
  return SETTINGS_TABS.filter((t) =>
    t.path === 'campaigns' ? canEnterRoute(roles, ROUTE_ROLES.campaigns) : isDealerAdmin(roles),
  );
}

/**
 * Where "Dealer settings" and /{dslug}/settings lead: the first tab the user may open (Profile for
 * admins, Campaigns for the acquisition, finance and sales managers); null when they have none.
 */
export function settingsLandingPath(roles: Roles, slug: string): string | null {
  const first = visibleSettingsTabs(roles)[0];
  return first ? `/${slug}/settings/${first.path}` : null;
}
