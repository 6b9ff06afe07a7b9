import { describe, expect, it } from 'vitest';
import { currentSettingsTab, visibleSettingsTabs } from './settings-tabs';

describe('settings tabs (part 2 sections 2.6 and 6)', () => {
  it('names the tab of a path, the template editor under Emails', () => {
    expect(currentSettingsTab('/metro/settings/banks')?.label).toBe('Banks');
    expect(currentSettingsTab('/metro/settings/email-templates')?.label).toBe('Emails');
    expect(currentSettingsTab('/metro/settings')).toBeUndefined();
  });
  it('shows every tab to a dealer admin and only Campaigns to a sales manager', () => {
    expect(visibleSettingsTabs('metro', ['DEALER', 'DEALER_ADMIN']).map((t) => t.label)).toEqual([
      'Profile',
      'Defaults',
      'Affiliates',
      'Banks',
      'Campaigns',
      'Users',
      'Emails',
    ]);
    expect(visibleSettingsTabs('metro', ['DEALER', 'SALES_MANAGER']).map((t) => t.label)).toEqual(['Campaigns']);
    expect(visibleSettingsTabs('metro', ['DEALER', 'APPRAISER'])).toEqual([]);
  });
});
