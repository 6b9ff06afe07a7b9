/**
 * Dealer settings side tabs (spec part 2 section 2.6: "Side tabs: Profile, Defaults, Affiliates,
 * Banks, Campaigns, Users, Emails"; routes "profile, defaults, affiliates, banks, users, emails,
 * email-templates" and "campaigns"). The email-templates route has no tab of its own in the spec's
 * list; it is the Emails tab's template editor.
 */
export const SETTINGS_TABS = [
  { path: 'profile', label: 'Profile' },
  { path: 'defaults', label: 'Defaults' },
  { path: 'affiliates', label: 'Affiliates' },
  { path: 'banks', label: 'Banks' },
  { path: 'campaigns', label: 'Campaigns' },
  { path: 'users', label: 'Users' },
  { path: 'emails', label: 'Emails' },
] as const;
export type SettingsTabPath = (typeof SETTINGS_TABS)[number]['path'] | 'email-templates';

/** "Page title is dealer name plus tab label." */
export function settingsPageTitle(dealerName: string, tabLabel: string): string {
  return `${dealerName} ${tabLabel}`;
}
