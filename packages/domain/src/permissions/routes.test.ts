import { describe, expect, it } from 'vitest';
import { ROLE_GROUPS } from './flags';
import { DEFAULT_ROUTE_ROLES, ROUTE_ROLES, routeAccess } from './routes';

describe('route role lists (part 1 section 2, part 2 sections 2 and 6)', () => {
  it('pins the declared lists', () => {
    expect(ROUTE_ROLES.board).toEqual(['DEALER_ADMIN', 'FINANCE_MANAGER']);
    expect(ROUTE_ROLES.dashboard).toEqual(['DEALER_ADMIN', 'FINANCE_MANAGER', 'SALES_MANAGER']);
    expect(ROUTE_ROLES.dealerStats).toEqual(['DEALER', 'GROUP_ADMIN']);
    expect(ROUTE_ROLES.myStats).toEqual(['GROUP_ADMIN']);
    expect(ROUTE_ROLES.dealerSettings).toEqual(['DEALER_ADMIN']);
    expect(ROUTE_ROLES.campaigns).toEqual(['DEALER_ADMIN', 'ACQ_MANAGER', 'FINANCE_MANAGER', 'SALES_MANAGER']);
    expect(ROUTE_ROLES.leaseManagement).toEqual(['DEALER_ADMIN', 'SALES_MANAGER', 'ACQ_MANAGER']);
    expect(ROUTE_ROLES.comparablePurchases).toEqual(ROLE_GROUPS.allowReadVals);
    expect(DEFAULT_ROUTE_ROLES).toEqual(['DEALER']);
  });
  it('anonymous: /auth/*, /{dslug}/open/service and the /{dslug}/edit prefix', () => {
    expect(routeAccess('/auth/login')).toEqual({ anonymous: true });
    expect(routeAccess('/auth/confirm-account')).toEqual({ anonymous: true });
    expect(routeAccess('/acme/open/service')).toEqual({ anonymous: true });
    expect(routeAccess('/acme/edit/abc')).toEqual({ anonymous: true });
  });
  it('maps paths to their lists', () => {
    const roles = (p: string) => {
      const a = routeAccess(p);
      return a.anonymous ? null : a.roles;
    };
    expect(roles('/acme/appraisals/board/returns')).toEqual(ROUTE_ROLES.board);
    expect(roles('/acme/appraisals/dashboard')).toEqual(ROUTE_ROLES.dashboard);
    expect(roles('/acme/appraisals/manage/returns')).toEqual(ROUTE_ROLES.leaseManagement);
    expect(roles('/acme/trade/offers-sent/dealer-stats')).toEqual(ROUTE_ROLES.dealerStats);
    expect(roles('/acme/anything/goes/here/dealer-stats')).toEqual(ROUTE_ROLES.dealerStats);
    expect(roles('/my/stats')).toEqual(ROUTE_ROLES.myStats);
    expect(roles('/my/settings/profile')).toEqual(DEFAULT_ROUTE_ROLES);
    expect(roles('/acme/settings/banks')).toEqual(ROUTE_ROLES.dealerSettings);
    expect(roles('/acme/settings/email-templates')).toEqual(ROUTE_ROLES.dealerSettings);
    expect(roles('/acme/settings/campaigns')).toEqual(ROUTE_ROLES.campaigns);
    expect(roles('/acme/settings/campaigns/7/mailing-list')).toEqual(ROUTE_ROLES.dealerSettings);
    expect(roles('/acme/settings/outbox')).toEqual(ROUTE_ROLES.outbox);
    expect(roles('/acme/settings/unknown')).toEqual(DEFAULT_ROUTE_ROLES);
    expect(roles('/acme/settings')).toEqual(ROUTE_ROLES.campaigns);
    expect(roles('/acme/appraisals/returns')).toEqual(DEFAULT_ROUTE_ROLES);
    expect(roles('/acme/appraisals/42/comparables')).toEqual(ROUTE_ROLES.comparablePurchases);
    expect(roles('/acme/appraisals/42')).toEqual(DEFAULT_ROUTE_ROLES);
    expect(roles('/acme/new')).toEqual(DEFAULT_ROUTE_ROLES);
  });
});
