import { z } from 'zod';
import { isNotificationName, isSummaryNotification } from '../constants/notifications';
import { flag, isoDateTime, requiredId } from './fields';
import { filterParam, makeListQuerySchema } from './list-query';

export const NOTIFICATION_MESSAGES = {
  dealer: 'Choose a dealer.',
  notification: 'Choose a notification.',
  changes: 'Send at least one change.',
  ids: 'Send the ids of notifications to mark as read.',
  since: 'Enter a date and time in ISO 8601 form.',
} as const;

export { isSummaryNotification };

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
      .refine(isNotificationName, NOTIFICATION_MESSAGES.notification),
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

/**
 * GET /notifications_log: the list protocol (filter, range, sort) over the user's own log. The spec
 * names the filter "filters.dealerId"; `filter` (the list protocol's name) and `filters` both work.
 */
const logFilter = z.strictObject({ dealerId: requiredId(NOTIFICATION_MESSAGES.dealer).optional() });
export const NOTIFICATION_LOG_SORT_FIELDS = ['id', 'createdAt'] as const;
export const notificationLogQuerySchema = makeListQuerySchema({
  sortFields: NOTIFICATION_LOG_SORT_FIELDS,
  defaultSort: ['id', 'DESC'],
  filter: logFilter,
  extra: { filters: filterParam(logFilter) },
});
export type NotificationLogQuery = z.output<typeof notificationLogQuerySchema>;

/** PUT /notifications_log/update-logs: marks the listed notifications read, or all of them without ids. */
export const updateLogsSchema = z.strictObject({
  ids: z
    .array(requiredId(NOTIFICATION_MESSAGES.ids), { error: NOTIFICATION_MESSAGES.ids })
    .max(1000, NOTIFICATION_MESSAGES.ids)
    .optional(),
});
export type UpdateLogs = z.output<typeof updateLogsSchema>;

/** POST /notifications_log/check: the unread count, since a time when given. */
export const checkLogsSchema = z.strictObject({ since: isoDateTime(NOTIFICATION_MESSAGES.since).optional() });
export type CheckLogs = z.output<typeof checkLogsSchema>;

/** POST /user/send-test-notification: to one dealer's settings (default: the x-dealer-id, else the first). */
export const testNotificationSchema = z
  .strictObject({ dealerId: requiredId(NOTIFICATION_MESSAGES.dealer).optional() })
  .nullish()
  .transform((v) => v ?? {});
