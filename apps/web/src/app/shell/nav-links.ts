import {
  allowService,
  isAdminOrFinance,
  isDealerAdmin,
  isGroupAdmin,
  LIST_PAGES,
  onlyService,
  type RoleName,
  settingsLandingPath,
} from '@dealer/domain';
import { LOGOUT_PATH } from '../../lib/auth-paths';
import type { SessionDealer } from '../../lib/session';

export interface NavItem {
  key: string;
  label: string;
  to: string;
}

export interface NavContext {
  slug: string;
  roles: readonly RoleName[];
}

/** "New opportunity", or "New inspection" for service-only users. */
export function newOpportunityLink({ slug, roles }: NavContext): NavItem {
  return {
    key: 'new',
    label: onlyService(roles) ? 'New inspection' : 'New opportunity',
    to: `/${slug}/new`,
  };
}

/**
 * The appraisal areas of the top bar (spec part 1 section 2, "Shell"): Buying center, Lease
 * returns and Showroom (not for service-only users), Service (only when service is allowed).
 */
export function areaLinks({ slug, roles }: NavContext): NavItem[] {
  const items: NavItem[] = [];
  if (!onlyService(roles)) {
    items.push(
      { key: 'buying', label: LIST_PAGES.buying.title, to: `/${slug}${LIST_PAGES.buying.path}` },
      { key: 'returns', label: LIST_PAGES.returns.title, to: `/${slug}${LIST_PAGES.returns.path}` },
      { key: 'showroom', label: LIST_PAGES.showroom.title, to: `/${slug}${LIST_PAGES.showroom.path}` },
    );
  }
  if (allowService(roles))
    items.push({ key: 'service', label: LIST_PAGES.service.title, to: `/${slug}${LIST_PAGES.service.path}` });
  return items;
}

/** Top bar: New opportunity plus the areas. */
export function topBarLinks(ctx: NavContext): NavItem[] {
  return [newOpportunityLink(ctx), ...areaLinks(ctx)];
}

/**
 * What the mobile drawer adds besides "Opportunities" (the areas, expandable): Dashboard (dealer
 * admin or finance manager, part 2 section 6), Rejected and Archived (not for service-only users).
 */
export function drawerExtraLinks({ slug, roles }: NavContext): NavItem[] {
  const items: NavItem[] = [];
  if (isAdminOrFinance(roles))
    items.push({ key: 'dashboard', label: 'Dashboard', to: `/${slug}/appraisals/dashboard` });
  if (!onlyService(roles)) {
    items.push(
      { key: 'rejected', label: LIST_PAGES.rejected.title, to: `/${slug}${LIST_PAGES.rejected.path}` },
      { key: 'archived', label: LIST_PAGES.archived.title, to: `/${slug}${LIST_PAGES.archived.path}` },
    );
  }
  return items;
}

/**
 * The user menu by role (spec part 1 section 2, "Shell"; the Outbox is ours, for dealer admins).
 * "Dealer settings" shows to everyone with a settings tab and opens the first one they may use.
 */
export function userMenuLinks({ slug, roles }: NavContext): NavItem[] {
  const items: NavItem[] = [];
  const settings = settingsLandingPath(roles, slug);
  if (settings) items.push({ key: 'settings', label: 'Dealer settings', to: settings });
  if (isGroupAdmin(roles)) items.push({ key: 'stats', label: 'Dealer stats', to: '/my/stats' });
  if (isDealerAdmin(roles)) items.push({ key: 'outbox', label: 'Outbox', to: `/${slug}/outbox` });
  items.push(
    { key: 'my-settings', label: 'Your settings', to: '/my/settings/profile' },
    { key: 'notifications', label: 'Notifications', to: '/my/notifications' },
    { key: 'logout', label: 'Logout', to: LOGOUT_PATH },
  );
  return items;
}

export type ExternalForm = 'sell' | 'return';

/**
 * The floating logo button's external forms: /{slug}/sell or /{slug}/return with the dealer id and
 * the user's uid (spec: "with the dealer id and optional user uid as query parameters").
 */
export function externalFormUrl(kind: ExternalForm, dealer: Pick<SessionDealer, 'id' | 'slug'>, uid?: string): string {
  const query = new URLSearchParams({ dealerId: String(dealer.id) });
  if (uid) query.set('uid', uid);
  return `/${dealer.slug}/${kind}?${query.toString()}`;
}

/** Whether a link is the current page (exact for New opportunity and Buying center, prefix otherwise). */
export function isActiveLink(item: NavItem, pathname: string): boolean {
  if (item.key === 'new' || item.key === 'buying') return pathname === item.to;
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}
