import { describe, expect, it } from 'vitest';
import {
  DETAIL_TAB_LABELS,
  DETAIL_TABS,
  defaultDetailTab,
  newOpportunityLabel,
  resolveDetailTab,
  settingsLandingPath,
  shellVisibility,
  visibleSettingsTabs,
} from './navigation';

describe('detail tabs (part 2 section 2.5)', () => {
  it('"tab is one of worksheet, inspection, documents, activity"; worksheet "labelled Vehicle Assessment"', () => {
    expect(DETAIL_TABS).toEqual(['worksheet', 'inspection', 'documents', 'activity']);
    expect(DETAIL_TAB_LABELS.worksheet).toBe('Vehicle Assessment');
  });
  it('"Default: worksheet if the user may read valuations, otherwise activity"', () => {
    expect(defaultDetailTab(['APPRAISER'])).toBe('worksheet');
    expect(defaultDetailTab(['SALES'])).toBe('activity');
  });
  it('resolves a requested tab', () => {
    expect(resolveDetailTab(['SALES'], 'documents')).toBe('documents');
    expect(resolveDetailTab(['SALES'], 'worksheet')).toBe('activity');
    expect(resolveDetailTab(['APPRAISER'], 'bogus')).toBe('worksheet');
    expect(resolveDetailTab(['APPRAISER'], null)).toBe('worksheet');
  });
});

describe('shell (part 1 sections 2 and 6, part 2 section 2.1)', () => {
  it('"New opportunity" ("New inspection" for service-only users)', () => {
    expect(newOpportunityLabel(['SALES'])).toBe('New opportunity');
    expect(newOpportunityLabel(['SERVICE_TECH', 'DEALER'])).toBe('New inspection');
  });
  it('visibility by role', () => {
    expect(shellVisibility(['SERVICE_TECH'])).toEqual({
      salesAreas: false,
      service: true,
      dealerSettings: false,
      dealerStats: false,
      dashboardLink: false,
      managementLink: false,
    });
    expect(shellVisibility(['DEALER_ADMIN', 'GROUP_ADMIN'])).toEqual({
      salesAreas: true,
      service: true,
      dealerSettings: true,
      dealerStats: true,
      dashboardLink: true,
      managementLink: true,
    });
    expect(shellVisibility(['SALES_MANAGER'])).toMatchObject({
      dashboardLink: false,
      managementLink: true,
      service: false,
    });
  });
});

describe('settings tabs (part 2 section 2.6)', () => {
  it('admins see every tab; campaign roles see Campaigns only', () => {
    expect(visibleSettingsTabs(['DEALER_ADMIN']).map((t) => t.label)).toEqual([
      'Profile',
      'Defaults',
      'Affiliates',
      'Banks',
      'Campaigns',
      'Users',
      'Emails',
    ]);
    expect(visibleSettingsTabs(['FINANCE_MANAGER']).map((t) => t.path)).toEqual(['campaigns']);
    expect(visibleSettingsTabs(['SALES'])).toEqual([]);
  });
  it('"Dealer settings" shows for every role with a tab and leads to its first tab (issue 38 point 1)', () => {
    for (const role of ['ACQ_MANAGER', 'FINANCE_MANAGER', 'SALES_MANAGER'] as const) {
      expect(shellVisibility([role, 'DEALER']).dealerSettings).toBe(true);
      expect(settingsLandingPath([role, 'DEALER'], 'metro')).toBe('/metro/settings/campaigns');
    }
    expect(settingsLandingPath(['DEALER_ADMIN'], 'metro')).toBe('/metro/settings/profile');
    expect(shellVisibility(['SALES', 'APPRAISER']).dealerSettings).toBe(false);
    expect(settingsLandingPath(['SALES', 'APPRAISER'], 'metro')).toBeNull();
  });
});
