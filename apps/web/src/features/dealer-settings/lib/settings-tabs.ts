import { SETTINGS_TABS } from '@dealer/domain';

export type SettingsTab = (typeof SETTINGS_TABS)[number];

/** The tab a settings path shows; the e-mail template editor belongs to the Emails tab. */
export function currentSettingsTab(pathname: string): SettingsTab | undefined {
  const segment = pathname.split('/settings/')[1]?.split('/')[0];
  const path = segment === 'email-templates' ? 'emails' : segment;
  return SETTINGS_TABS.find((t) => t.path === path);
}
