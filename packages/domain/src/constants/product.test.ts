import { describe, expect, it } from 'vitest';
import { PRODUCT_NAME, STATS_PAGE_TITLES } from './product';
import { SETTINGS_TABS, settingsPageTitle } from './settings-tabs';

describe('product and page titles (part 1 opening; part 2 sections 2.1, 2.6)', () => {
  it('pins the texts', () => {
    expect(PRODUCT_NAME).toBe('Dealer Admin');
    expect(STATS_PAGE_TITLES).toEqual({ dealerSubmission: 'Dealer Submission', dealerStats: 'Dealer Stats' });
    expect(SETTINGS_TABS.map((t) => t.label)).toEqual([
      'Profile',
      'Defaults',
      'Affiliates',
      'Banks',
      'Campaigns',
      'Users',
      'Emails',
    ]);
    expect(settingsPageTitle('Acme Motors', 'Banks')).toBe('Acme Motors Banks');
  });
});
