import type { RoleName } from '@dealer/domain';
import { describe, expect, it } from 'vitest';
import { drawerExtraLinks, externalFormUrl, isActiveLink, topBarLinks, userMenuLinks } from './nav-links';

const labels = (items: { label: string }[]) => items.map((i) => i.label);
const ctx = (...roles: RoleName[]) => ({ slug: 'metro', roles: ['DEALER', ...roles] as RoleName[] });

describe('topBarLinks', () => {
  it('shows the sales areas, and Service only with service access', () => {
    expect(labels(topBarLinks(ctx('SALES')))).toEqual([
      'New opportunity',
      'Buying center',
      'Lease returns',
      'Showroom',
    ]);
    expect(labels(topBarLinks(ctx('DEALER_ADMIN')))).toEqual([
      'New opportunity',
      'Buying center',
      'Lease returns',
      'Showroom',
      'Service',
    ]);
  });

  it('gives service-only users "New inspection" and Service alone', () => {
    expect(labels(topBarLinks(ctx('SERVICE_TECH')))).toEqual(['New inspection', 'Service']);
    expect(labels(topBarLinks(ctx('SERVICE_TECH', 'SERVICE_MANAGER')))).toEqual(['New inspection', 'Service']);
  });

  it('links under the dealer slug', () => {
    expect(topBarLinks(ctx('DEALER_ADMIN')).map((l) => l.to)).toEqual([
      '/metro/new',
      '/metro/appraisals',
      '/metro/appraisals/returns',
      '/metro/appraisals/showroom',
      '/metro/appraisals/service',
    ]);
  });
});

describe('drawerExtraLinks', () => {
  it('adds Dashboard for admin or finance, Rejected and Archived unless service-only', () => {
    expect(labels(drawerExtraLinks(ctx('FINANCE_MANAGER')))).toEqual(['Dashboard', 'Rejected', 'Archived']);
    expect(labels(drawerExtraLinks(ctx('SALES')))).toEqual(['Rejected', 'Archived']);
    expect(labels(drawerExtraLinks(ctx('SERVICE_MANAGER')))).toEqual([]);
  });
});

describe('userMenuLinks', () => {
  it('shows admin and group-admin entries by role', () => {
    expect(labels(userMenuLinks(ctx('SALES')))).toEqual(['Your settings', 'Notifications', 'Logout']);
    // The campaign roles reach their Campaigns tab from the menu (issue 38 point 1).
    for (const role of ['ACQ_MANAGER', 'FINANCE_MANAGER', 'SALES_MANAGER'] as const) {
      expect(userMenuLinks(ctx(role))[0]).toEqual({
        key: 'settings',
        label: 'Dealer settings',
        to: '/metro/settings/campaigns',
      });
    }
    expect(labels(userMenuLinks(ctx('DEALER_ADMIN')))).toEqual([
      'Dealer settings',
      'Outbox',
      'Your settings',
      'Notifications',
      'Logout',
    ]);
    expect(labels(userMenuLinks(ctx('GROUP_ADMIN', 'DEALER_ADMIN')))).toEqual([
      'Dealer settings',
      'Dealer stats',
      'Outbox',
      'Your settings',
      'Notifications',
      'Logout',
    ]);
    expect(userMenuLinks(ctx('DEALER_ADMIN')).map((l) => l.to)).toEqual([
      '/metro/settings/profile',
      '/metro/outbox',
      '/my/settings/profile',
      '/my/notifications',
      '/auth/logout',
    ]);
  });
});

describe('externalFormUrl', () => {
  it('carries the dealer id and the optional uid', () => {
    expect(externalFormUrl('sell', { id: 7, slug: 'metro' }, 'abc')).toBe('/metro/sell?dealerId=7&uid=abc');
    expect(externalFormUrl('return', { id: 7, slug: 'metro' })).toBe('/metro/return?dealerId=7');
  });
});

describe('isActiveLink', () => {
  it('matches New opportunity and Buying center exactly, other areas by prefix', () => {
    const buying = { key: 'buying', label: '', to: '/metro/appraisals' };
    const returns = { key: 'returns', label: '', to: '/metro/appraisals/returns' };
    expect(isActiveLink(buying, '/metro/appraisals')).toBe(true);
    expect(isActiveLink(buying, '/metro/appraisals/returns')).toBe(false);
    expect(isActiveLink(returns, '/metro/appraisals/returns')).toBe(true);
  });
});
