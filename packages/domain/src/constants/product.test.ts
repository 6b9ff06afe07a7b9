import { describe, expect, it } from 'vitest';
import { dealerSubmissionTitle, PRODUCT_NAME, STATS_PAGE_TITLES } from './product';
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

describe('the drill-down title names its window', () => {
  it('with the date-range label of part 2 section 2.2', () => {
    expect(dealerSubmissionTitle(30)).toBe('Dealer Submission (30 days)');
    expect(dealerSubmissionTitle(7)).toBe('Dealer Submission (Past week)');
    expect(dealerSubmissionTitle(183)).toBe('Dealer Submission (6 months)');
    expect(dealerSubmissionTitle('365')).toBe('Dealer Submission (Past year)');
    expect(dealerSubmissionTitle(12)).toBe('Dealer Submission (30 days)');
    expect(dealerSubmissionTitle(null)).toBe('Dealer Submission (30 days)');
  });
});
