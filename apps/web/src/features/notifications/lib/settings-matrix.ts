import type { NotificationChannel, NotificationSettingInput } from '@dealer/domain';
import type { NotificationSettingRow, NotificationSettings } from '../api/notification-settings';

export type ChannelKey = NotificationChannel;

/** Whether a setting has the channel on (e-mail is stored as its opposite, optout). */
export function isOn(s: NotificationSettingRow, channel: ChannelKey): boolean {
  return channel === 'email' ? !s.optout : s[channel];
}

/** The setting with the channel switched. */
export function withChannel(s: NotificationSettingRow, channel: ChannelKey, on: boolean): NotificationSettingInput {
  const { dealerId, notification, optout, sms, web } = s;
  const next = { dealerId, notification, optout, sms, web };
  if (channel === 'email') next.optout = !on;
  else next[channel] = on;
  return next;
}

const isSummary = (data: NotificationSettings, name: string) =>
  data.notifications.find((n) => n.name === name)?.summary ?? false;

/** The dealer's settings a channel's switches cover: text and web never cover summaries. */
export function settingsFor(
  data: NotificationSettings,
  dealerId: number,
  channel: ChannelKey,
): NotificationSettingRow[] {
  return data.settings.filter(
    (s) => s.dealerId === dealerId && (channel === 'email' || !isSummary(data, s.notification)),
  );
}

/**
 * The counts beside each "All" toggle: how many of the dealer's notifications have the channel
 * on, of how many it covers (text and web: the non-summary notifications, spec part 2 section 9).
 */
export function channelCount(data: NotificationSettings, dealerId: number, channel: ChannelKey) {
  const covered = settingsFor(data, dealerId, channel);
  return { on: covered.filter((s) => isOn(s, channel)).length, of: covered.length };
}

/** "All" for a channel at a dealer: everything on when not all are, else everything off. */
export function toggleAllChanges(data: NotificationSettings, dealerId: number, channel: ChannelKey) {
  const { on, of } = channelCount(data, dealerId, channel);
  const next = on < of;
  return settingsFor(data, dealerId, channel).map((s) => withChannel(s, channel, next));
}
