import {
  DEFAULT_NOTIFICATION_CHANNELS,
  isSummaryNotification,
  type NotificationLogQuery,
  type NotificationSetting,
  notificationCatalogue,
  type UpdateLogs,
} from '@dealer/domain';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx, Tx } from '../../db/client';
import { users } from '../../db/schema';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { type Channels, channelsFor, deliver } from './notification-delivery';
import { TEST_WORDING } from './notification-messages';
import {
  type LogRow,
  listLog,
  markViewed,
  memberDealers,
  unreadCount,
  upsertSettings,
  userSettings,
} from './notifications.repository';

const DEALER_NOT_FOUND = 'Dealer not found.';

/** GET /user/notification-settings: every notification at every dealer of the user, stored or default. */
export async function notificationSettings(db: DbOrTx, userId: number) {
  const [dealers, stored] = await Promise.all([memberDealers(db, userId), userSettings(db, userId)]);
  const catalogue = notificationCatalogue();
  const byKey = new Map(stored.map((s) => [`${s.dealerId}:${s.notification}`, s]));
  const settings = dealers.flatMap((d) =>
    catalogue.map((n) => {
      const s = byKey.get(`${d.id}:${n.name}`) ?? DEFAULT_NOTIFICATION_CHANNELS;
      return {
        dealerId: d.id,
        notification: n.name,
        optout: s.optout,
        sms: n.summary ? false : s.sms,
        web: n.summary ? false : s.web,
      };
    }),
  );
  return { settings, notifications: catalogue, dealers: dealers.map(({ id, name }) => ({ id, name })) };
}

/**
 * PUT /user/notification-setting(s): stores the changes, all or none. A dealer the user does not
 * belong to is a 404 (never saying whether it exists) and nothing of the batch is stored.
 */
export async function saveNotificationSettings(ctx: AppContext, userId: number, changes: NotificationSetting[]) {
  await ctx.db.transaction(async (tx: Tx) => {
    const member = new Set((await memberDealers(tx, userId)).map((d) => d.id));
    if (changes.some((c) => !member.has(c.dealerId))) throw new NotFoundError(DEALER_NOT_FOUND);
    // The last change of a key wins, as if they were sent one by one.
    const last = new Map(changes.map((c) => [`${c.dealerId}:${c.notification}`, c]));
    await upsertSettings(tx, userId, [...last.values()], ctx.now());
  });
}

export function logItem(row: LogRow) {
  return {
    id: row.id,
    dealerId: row.dealerId,
    notification: row.notification,
    message: row.message,
    link: row.link,
    email: row.email,
    sms: row.sms,
    web: row.web,
    webViewed: row.webViewed,
    createdAt: row.createdAt.toISOString(),
  };
}
export type LogItem = ReturnType<typeof logItem>;

/** GET /notifications_log: the user's own log only, newest first unless sorted otherwise. */
export async function notificationLog(db: DbOrTx, userId: number, q: NotificationLogQuery) {
  const [start, end] = q.range;
  const [sort, order] = q.sort;
  const dealerId = q.filter.dealerId ?? q.filters.dealerId;
  const { rows, total } = await listLog(db, userId, {
    dealerId,
    ids: q.filter.id,
    sort,
    order,
    offset: start,
    limit: end - start + 1,
  });
  return { items: rows.map(logItem), total };
}

export async function markLogsViewed(db: DbOrTx, userId: number, body: UpdateLogs) {
  return { updated: await markViewed(db, userId, body.ids) };
}

export async function checkLogs(db: DbOrTx, userId: number, since: string | undefined) {
  return { count: await unreadCount(db, userId, since ? new Date(since) : undefined) };
}

/**
 * POST /user/send-test-notification: one notification on every channel the user has on at the
 * dealer (a channel is on when any of that dealer's notifications has it on), answering per
 * channel whether it went. E-mail and text "went" once queued for delivery.
 */
export async function sendTestNotification(ctx: AppContext, userId: number, wanted: number | undefined) {
  const dealers = await memberDealers(ctx.db, userId);
  const dealer = wanted === undefined ? dealers[0] : dealers.find((d) => d.id === wanted);
  if (!dealer) {
    if (wanted === undefined) throw new ValidationError('You do not belong to any dealer.');
    throw new NotFoundError(DEALER_NOT_FOUND);
  }
  const [user] = await ctx.db
    .select({ id: users.id, email: users.email, phoneNumber: users.phoneNumber })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new NotFoundError();
  const { settings } = await notificationSettings(ctx.db, userId);
  const on: Channels = { email: false, sms: false, web: false };
  for (const s of settings.filter((x) => x.dealerId === dealer.id)) {
    const c = channelsFor(s.notification, s, user);
    on.email ||= c.email;
    on.sms ||= c.sms;
    on.web ||= c.web && !isSummaryNotification(s.notification);
  }
  const rows = await ctx.db.transaction((tx: Tx) =>
    deliver(ctx, tx, {
      notification: 'test',
      dealerId: dealer.id,
      appraisalId: null,
      recipients: [user],
      wording: () => TEST_WORDING,
      channels: () => on,
    }),
  );
  ctx.kickOutbox();
  const sent = rows.length > 0;
  return { sent, email: sent && on.email, sms: sent && on.sms, web: sent && on.web };
}
