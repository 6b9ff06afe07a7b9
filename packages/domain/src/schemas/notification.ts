import { z } from 'zod';
import { flag, requiredId } from './fields';

export const NOTIFICATION_MESSAGES = {
  dealer: 'Choose a dealer.',
  notification: 'Choose a notification.',
  changes: 'Send at least one change.',
} as const;

/** Part 2 section 5: "summary-named notifications have no text or web option." */
export function isSummaryNotification(name: string): boolean {
  return /summary/i.test(name);
}

/**
 * One notification setting, PUT /user/notification-setting (part 2 section 3: "dealerId,
 * notification, optout (e-mail), sms, web"). A summary notification is e-mail only: its sms and
 * web are stored off whatever is sent, so an "All" toggle over a dealer's rows stays valid.
 */
export const notificationSettingSchema = z
  .object({
    dealerId: requiredId(NOTIFICATION_MESSAGES.dealer),
    notification: z
      .string({ error: NOTIFICATION_MESSAGES.notification })
      .trim()
      .min(1, NOTIFICATION_MESSAGES.notification),
    optout: flag(false),
    sms: flag(false),
    web: flag(false),
  })
  .transform((s) => (isSummaryNotification(s.notification) ? { ...s, sms: false, web: false } : s));
export type NotificationSetting = z.output<typeof notificationSettingSchema>;
export type NotificationSettingInput = z.input<typeof notificationSettingSchema>;

/** PUT /user/notification-settings {changes} (bulk). */
export const notificationSettingsBulkSchema = z.object({
  changes: z
    .array(notificationSettingSchema, { error: NOTIFICATION_MESSAGES.changes })
    .min(1, NOTIFICATION_MESSAGES.changes),
});
export type NotificationSettingsBulk = z.output<typeof notificationSettingsBulkSchema>;
