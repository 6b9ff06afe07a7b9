import { describe, expect, it } from 'vitest';
import { currentSettingsTab } from './settings-tabs';

describe("settings tabs (part 2 section 2.6; who sees which: the domain's visibleSettingsTabs)", () => {
  it('names the tab of a path, the template editor under Emails', () => {
    expect(currentSettingsTab('/metro/settings/banks')?.label).toBe('Banks');
    expect(currentSettingsTab('/metro/settings/email-templates')?.label).toBe('Emails');
    expect(currentSettingsTab('/metro/settings')).toBeUndefined();
  });
});
