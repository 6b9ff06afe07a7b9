/** The settings tabs of this feature, one chunk: a dealer admin moving between tabs loads nothing more. */
export { AffiliatesTab } from './affiliates-tab';
export { BanksTab } from './banks-tab';
export { DefaultsTab } from './defaults-tab';
export { ProfileTab } from './profile-tab';
