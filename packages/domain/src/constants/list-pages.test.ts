import { describe, expect, it } from 'vitest';
import {
  BOARD_PLACEHOLDER,
  comparablePurchasesListTitle,
  dashboardTitle,
  duplicateListTitle,
  LIST_PAGES,
  showsCampaignFilters,
} from './list-pages';

describe('list pages (part 2 section 2.1)', () => {
  it('routes and titles', () => {
    expect(LIST_PAGES.buying).toMatchObject({ path: '/appraisals', title: 'Buying center', tabs: true });
    expect(LIST_PAGES.returns).toMatchObject({
      path: '/appraisals/returns',
      title: 'Lease returns',
      filter: { leases: true },
    });
    expect(LIST_PAGES.manageReturns).toMatchObject({
      path: '/appraisals/manage/returns',
      title: 'Lease returns management',
    });
    expect(LIST_PAGES.rejected).toMatchObject({ title: 'Rejected', filter: { appraisalStatusId: 3 } });
    expect(LIST_PAGES.archived).toMatchObject({ title: 'Archived', tabs: false });
    expect(LIST_PAGES.service).toMatchObject({ title: 'Service', tabs: false });
    expect(LIST_PAGES.showroom).toMatchObject({ title: 'Showroom', tabs: false });
    expect(duplicateListTitle('1HGCM82633A004352')).toBe("Duplicate submission '1HGCM82633A004352'");
    expect(comparablePurchasesListTitle(42)).toBe('Comparable purchases of appraisal 42');
    expect(dashboardTitle('Acme Motors')).toBe("Acme Motors's Dashboard");
    expect(BOARD_PLACEHOLDER).toBe('Coming soon...');
  });
  it('"Campaign and Originator filters show only when the page is not lease returns, service or showroom, and filters are not hidden"', () => {
    expect(showsCampaignFilters('buying')).toBe(true);
    expect(showsCampaignFilters('rejected')).toBe(true);
    expect(showsCampaignFilters('returns')).toBe(false);
    expect(showsCampaignFilters('manageReturns')).toBe(false);
    expect(showsCampaignFilters('service')).toBe(false);
    expect(showsCampaignFilters('showroom')).toBe(false);
    expect(showsCampaignFilters('buying', true)).toBe(false);
  });
});
