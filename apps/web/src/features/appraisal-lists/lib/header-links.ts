import { canEnterRoute, LIST_PAGES, ROUTE_ROLES, type Roles, STATS_PAGE_TITLES, shellVisibility } from '@dealer/domain';
import type { ListPageConfig } from './list-page-config';

export interface HeaderLink {
  key: string;
  label: string;
  to: string;
}

/** The list a page's "List" link returns to: its own area's list. */
function listPath(config: Pick<ListPageConfig, 'id' | 'lease'>): string {
  if (config.lease) return LIST_PAGES.returns.path;
  if (config.id === 'service' || config.id === 'showroom') return LIST_PAGES[config.id].path;
  return LIST_PAGES.buying.path;
}

/**
 * Part 2 section 2.1 list header links: "List, Board, Dashboard (admin or finance manager),
 * Management (lease returns; admin or sales/acquisition manager), plus links to Rejected and
 * Archived. Group admins also see links to statistics for all dealers." Board follows its route's
 * roles (admin or finance manager); Rejected and Archived are not for service-only users (part 1
 * section 2). On the lease-return pages List, Board and Dashboard go to their lease-return variants.
 */
export function listHeaderLinks(
  config: Pick<ListPageConfig, 'id' | 'lease'>,
  ctx: { slug: string; roles: Roles },
): HeaderLink[] {
  const base = `/${ctx.slug}`;
  const suffix = config.lease ? '/returns' : '';
  const show = shellVisibility(ctx.roles);
  const links: HeaderLink[] = [{ key: 'list', label: 'List', to: `${base}${listPath(config)}` }];
  if (canEnterRoute(ctx.roles, ROUTE_ROLES.board))
    links.push({ key: 'board', label: 'Board', to: `${base}/appraisals/board${suffix}` });
  if (show.dashboardLink)
    links.push({ key: 'dashboard', label: 'Dashboard', to: `${base}/appraisals/dashboard${suffix}` });
  if (config.lease && show.managementLink)
    links.push({ key: 'management', label: 'Management', to: `${base}${LIST_PAGES.manageReturns.path}` });
  if (show.salesAreas) {
    links.push(
      { key: 'rejected', label: LIST_PAGES.rejected.title, to: `${base}${LIST_PAGES.rejected.path}` },
      { key: 'archived', label: LIST_PAGES.archived.title, to: `${base}${LIST_PAGES.archived.path}` },
    );
  }
  if (show.dealerStats) links.push({ key: 'stats', label: STATS_PAGE_TITLES.dealerStats, to: '/my/stats' });
  return links;
}
