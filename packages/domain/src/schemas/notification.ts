import { z } from 'zod';
import { isNotificationName, isSummaryNotification, NOTIFICATION_NAMES } from '../constants/notifications';
import { countAnswer, idAnswer, timestampAnswer } from './answer-fields';
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

/** One notification's channels at one dealer, as stored or by default (the settings page's switch row). */
export const notificationSettingAnswer = z.object({
  dealerId: idAnswer,
  notification: z.string().describe('a name of the notification catalogue'),
  optout: z.boolean().describe('e-mail turned off'),
  sms: z.boolean(),
  web: z.boolean(),
});
export type NotificationSettingRow = z.infer<typeof notificationSettingAnswer>;

/** GET and PUT /user/notification-settings: every notification at every dealer of the user, with the catalogue. */
export const notificationSettingsAnswer = z.object({
  settings: z.array(notificationSettingAnswer),
  notifications: z.array(
    z.object({
      name: z.enum(NOTIFICATION_NAMES),
      label: z.string(),
      description: z.string(),
      summary: z.boolean().describe('a summary is e-mail only'),
    }),
  ),
  dealers: z.array(z.object({ id: idAnswer, name: z.string() })),
});
export type NotificationSettings = z.infer<typeof notificationSettingsAnswer>;

/** One notification the user received (GET /notifications_log, and the live channel's event). */
export const notificationLogItemAnswer = z.object({
  id: idAnswer,
  dealerId: idAnswer.nullable(),
  notification: z.string(),
  message: z.string(),
  link: z.string().nullable().describe('the page it is about, within the app'),
  email: z.boolean(),
  sms: z.boolean(),
  web: z.boolean(),
  webViewed: z.boolean(),
  createdAt: timestampAnswer,
});
export type NotificationLogItem = z.infer<typeof notificationLogItemAnswer>;
export const notificationLogAnswer = z.array(notificationLogItemAnswer);

/** PUT /notifications_log/update-logs: how many were marked read. */
export const logsUpdatedAnswer = z.object({ updated: countAnswer });
export type LogsUpdated = z.infer<typeof logsUpdatedAnswer>;

/** POST /notifications_log/check: how many in-app notifications are unread. */
export const unreadCountAnswer = z.object({ count: countAnswer });
export type UnreadCount = z.infer<typeof unreadCountAnswer>;

/** POST /user/send-test-notification: whether it went, and by which channels. */
export const testNotificationAnswer = z.object({
  sent: z.boolean().describe('false when every channel is off for the test notification'),
  email: z.boolean(),
  sms: z.boolean(),
  web: z.boolean(),
});
export type TestNotificationSent = z.infer<typeof testNotificationAnswer>;

/** GET /user/connect-pusher: where the live channel is. */
export const liveChannelAnswer = z.object({
  transport: z.literal('sse'),
  url: z.string(),
  tokenUrl: z.string().describe('where to get the token the stream address takes'),
  heartbeatMs: z.number().int(),
});
export type LiveChannelInfo = z.infer<typeof liveChannelAnswer>;

/** GET /user/generate-pusher-token: a short-lived token bound to this session, to open the stream. */
export const pusherTokenAnswer = z.object({ token: z.string(), expiresAt: timestampAnswer });
export type PusherToken = z.infer<typeof pusherTokenAnswer>;
