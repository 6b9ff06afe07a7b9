import type { RoleName } from '@dealer/domain';
import { describe, expect, it } from 'vitest';
import { listHeaderLinks } from './header-links';
import { listPageConfig } from './list-page-config';

const ctx = (...r: RoleName[]) => ({ slug: 'metro', roles: ['DEALER', ...r] as RoleName[] });
const labels = (links: { label: string }[]) => links.map((l) => l.label);

describe('listHeaderLinks', () => {
  it('gives admins every link, lease pages their lease variants and Management', () => {
    expect(labels(listHeaderLinks(listPageConfig('buying'), ctx('DEALER_ADMIN')))).toEqual([
      'List',
      'Board',
      'Dashboard',
      'Rejected',
      'Archived',
    ]);
    const lease = listHeaderLinks(listPageConfig('returns'), ctx('DEALER_ADMIN'));
    expect(lease.map((l) => l.to)).toEqual([
      '/metro/appraisals/returns',
      '/metro/appraisals/board/returns',
      '/metro/appraisals/dashboard/returns',
      '/metro/appraisals/manage/returns',
      '/metro/appraisals/rejected',
      '/metro/appraisals/archived',
    ]);
  });

  it('follows the roles of each link', () => {
    expect(labels(listHeaderLinks(listPageConfig('returns'), ctx('SALES')))).toEqual(['List', 'Rejected', 'Archived']);
    expect(labels(listHeaderLinks(listPageConfig('returns'), ctx('SALES_MANAGER')))).toEqual([
      'List',
      'Management',
      'Rejected',
      'Archived',
    ]);
    expect(labels(listHeaderLinks(listPageConfig('buying'), ctx('FINANCE_MANAGER')))).toEqual([
      'List',
      'Board',
      'Dashboard',
      'Rejected',
      'Archived',
    ]);
    // Management is a lease-return link only.
    expect(labels(listHeaderLinks(listPageConfig('buying'), ctx('ACQ_MANAGER')))).toEqual([
      'List',
      'Rejected',
      'Archived',
    ]);
  });

  it('keeps service-only users on their list, and adds the stats link for group admins', () => {
    expect(listHeaderLinks(listPageConfig('service'), ctx('SERVICE_TECH'))).toEqual([
      { key: 'list', label: 'List', to: '/metro/appraisals/service' },
    ]);
    const group = listHeaderLinks(listPageConfig('buying'), ctx('GROUP_ADMIN', 'DEALER_ADMIN'));
    expect(group.at(-1)).toEqual({ key: 'stats', label: 'Dealer Stats', to: '/my/stats' });
  });
});
