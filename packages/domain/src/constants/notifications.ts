import type { RoleName } from '../permissions/roles';

/**
 * The notifications a dealer's staff receive (spec part 2 sections 3, 5, 9; issue 18). Each has a
 * stable name (stored in settings and the log), the label and description the settings page shows,
 * and who receives it. Summaries (named "...summary") are e-mail only. The wording of the messages
 * themselves lives with the server, which sends them.
 */
export const NOTIFICATION_NAMES = [
  'new_submission',
  'inspection_completed',
  'offer_accepted',
  'offer_declined',
  'offer_expired',
  'offer_renewal_requested',
  'record_assigned',
  'record_transferred',
  'lease_maturing',
  'daily_summary',
] as const;
export type NotificationName = (typeof NOTIFICATION_NAMES)[number];

export interface NotificationInfo {
  name: NotificationName;
  label: string;
  description: string;
  summary: boolean;
}

/**
 * Who hears of an event: the users assigned to the record, its originator (who started it or whose
 * link brought it), the one who made the offer, users newly assigned, and holders of these roles at
 * the dealer. The user whose action caused the event is never told about it.
 */
export interface NotificationAudience {
  assigned?: boolean;
  originator?: boolean;
  offerer?: boolean;
  newlyAssigned?: boolean;
  roles?: readonly RoleName[];
}

const MANAGERS: readonly RoleName[] = ['DEALER_ADMIN', 'ACQ_MANAGER', 'SALES_MANAGER'];

export const NOTIFICATIONS: readonly (NotificationInfo & { audience: NotificationAudience })[] = [
  {
    name: 'new_submission',
    label: 'New submission',
    description: 'A customer submitted a vehicle through a link, a campaign or the service page.',
    summary: false,
    audience: { originator: true, roles: MANAGERS },
  },
  {
    name: 'inspection_completed',
    label: 'Inspection completed',
    description: 'The inspection of a record you work on is complete.',
    summary: false,
    audience: { assigned: true, originator: true },
  },
  {
    name: 'offer_accepted',
    label: 'Offer accepted',
    description: 'A customer accepted an offer on a record you work on.',
    summary: false,
    audience: { assigned: true, offerer: true },
  },
  {
    name: 'offer_declined',
    label: 'Offer declined',
    description: 'A customer declined an offer on a record you work on.',
    summary: false,
    audience: { assigned: true, offerer: true },
  },
  {
    name: 'offer_expired',
    label: 'Offer expired',
    description: 'An offer on a record you work on ran out without an answer.',
    summary: false,
    audience: { assigned: true, offerer: true },
  },
  {
    name: 'offer_renewal_requested',
    label: 'New offer requested',
    description: 'A customer whose offer expired asked for a new one.',
    summary: false,
    audience: { assigned: true, offerer: true, roles: MANAGERS },
  },
  {
    name: 'record_assigned',
    label: 'Assigned to you',
    description: 'A colleague assigned a record to you.',
    summary: false,
    audience: { newlyAssigned: true },
  },
  {
    name: 'record_transferred',
    label: 'Transferred to your dealer',
    description: 'A linked dealer transferred a record to your dealer.',
    summary: false,
    audience: { roles: ['DEALER_ADMIN', 'ACQ_MANAGER'] },
  },
  {
    name: 'lease_maturing',
    label: 'Lease maturing',
    description: 'A lease return you work on matures within 72 hours.',
    summary: false,
    audience: { assigned: true, originator: true, roles: ['ACQ_MANAGER'] },
  },
  {
    name: 'daily_summary',
    label: 'Daily summary',
    description: "Each morning, the dealer's open work: new records, awaiting inspection, offers out, leases maturing.",
    summary: true,
    audience: { roles: MANAGERS },
  },
];

/** Part 2 section 5: "summary-named notifications have no text or web option." */
export function isSummaryNotification(name: string): boolean {
  return /summary/i.test(name);
}

const BY_NAME = new Map(NOTIFICATIONS.map((n) => [n.name, n]));

export function isNotificationName(value: unknown): value is NotificationName {
  return typeof value === 'string' && BY_NAME.has(value as NotificationName);
}

export function notificationInfo(name: NotificationName) {
  const info = BY_NAME.get(name);
  if (!info) throw new Error(`Unknown notification ${name}`);
  return info;
}

/** The settings page's public view of the catalogue (GET /user/notification-settings notifications[]). */
export function notificationCatalogue(): NotificationInfo[] {
  return NOTIFICATIONS.map(({ name, label, description }) => ({
    name,
    label,
    description,
    summary: isSummaryNotification(name),
  }));
}

/** The notifications that can be texted or shown in the app: the ones the text and web counts cover. */
export const COUNTED_NOTIFICATIONS = NOTIFICATIONS.filter((n) => !isSummaryNotification(n.name)).map((n) => n.name);

/** A setting with nothing stored: e-mail and in-app on, texts off (a text costs the dealer and wakes a phone). */
export const DEFAULT_NOTIFICATION_CHANNELS = { optout: false, sms: false, web: true } as const;

export type NotificationChannel = 'email' | 'sms' | 'web';

/** The page texts of the notification screens (spec part 1 section 8, part 2 sections 2.7, 8). */
export const NOTIFICATION_TEXTS = {
  settingsTitle: 'Notification settings',
  logTitle: 'Notifications',
  empty: 'There are no notifications to view',
  testButton: 'Send test notification',
  testError: 'Error sending test notification',
  testNotSent: 'Notification not sent! Please contact support',
  testSent: 'Test notification sent',
  markAllRead: 'Mark all as read',
  all: 'All',
  email: 'E-mail',
  sms: 'Text',
  web: 'Web',
  testMessage: 'This is a test notification. Your notifications reach you here.',
} as const;
