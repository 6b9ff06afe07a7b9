import { isRoleName, type NotificationAudience, type RoleName } from '@dealer/domain';
import { and, asc, count, desc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  dealers,
  dealerUserRoles,
  notificationOnce,
  notificationSettings,
  notificationsLog,
  roles,
} from '../../db/schema';

export type LogRow = typeof notificationsLog.$inferSelect;
export type NewLogRow = typeof notificationsLog.$inferInsert;
export type SettingRow = typeof notificationSettings.$inferSelect;

export interface Recipient {
  id: number;
  email: string;
  phoneNumber: string | null;
}

/** The record an event is about, as far as choosing its audience goes. */
export interface AudienceRecord {
  dealerId: number;
  appraisalId: number | null;
  originatorId?: number | null;
  offeredBy?: number | null;
  newlyAssigned?: readonly number[];
}

/** Active, confirmed members of the dealer in the event's audience (see NotificationAudience). */
export async function findRecipients(
  db: DbOrTx,
  audience: NotificationAudience,
  record: AudienceRecord,
): Promise<Recipient[]> {
  const who: SQL[] = [];
  if (audience.assigned && record.appraisalId !== null)
    who.push(sql`u.id in (select user_id from appraisal_users where appraisal_id = ${record.appraisalId})`);
  if (audience.originator && record.originatorId) who.push(sql`u.id = ${record.originatorId}`);
  if (audience.offerer && record.offeredBy) who.push(sql`u.id = ${record.offeredBy}`);
  for (const id of audience.newlyAssigned ? (record.newlyAssigned ?? []) : []) who.push(sql`u.id = ${id}`);
  if (audience.roles?.length) {
    const names = sql.join(
      audience.roles.map((r: RoleName) => sql`${r}`),
      sql`, `,
    );
    who.push(sql`u.id in (select dur.user_id from dealer_user_roles dur join roles r on r.id = dur.role_id
      where dur.dealer_id = ${record.dealerId} and r.name in (${names}))`);
  }
  if (who.length === 0) return [];
  const result = (await db.execute(sql`
    select u.id, u.email, u.phone_number from users u
    where u.active and u.password_hash is not null
      and exists (select 1 from dealer_user_roles m where m.user_id = u.id and m.dealer_id = ${record.dealerId})
      and (${sql.join(who, sql` or `)})
    order by u.id`)) as unknown as { rows: { id: number; email: string; phone_number: string | null }[] };
  return result.rows.map((r) => ({ id: Number(r.id), email: r.email, phoneNumber: r.phone_number }));
}

export async function settingsOf(db: DbOrTx, userIds: number[], dealerId: number, notification: string) {
  if (userIds.length === 0) return [];
  return db
    .select()
    .from(notificationSettings)
    .where(
      and(
        inArray(notificationSettings.userId, userIds),
        eq(notificationSettings.dealerId, dealerId),
        eq(notificationSettings.notification, notification),
      ),
    );
}

export function userSettings(db: DbOrTx, userId: number) {
  return db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
}

/** The dealers a user belongs to, by name. */
export async function memberDealers(db: DbOrTx, userId: number): Promise<{ id: number; name: string; slug: string }[]> {
  return db
    .selectDistinct({ id: dealers.id, name: dealers.name, slug: dealers.slug })
    .from(dealerUserRoles)
    .innerJoin(dealers, eq(dealers.id, dealerUserRoles.dealerId))
    .where(eq(dealerUserRoles.userId, userId))
    .orderBy(dealers.name, dealers.id);
}

/** The user's roles at each dealer they belong to (role names in id order). */
export async function memberRoles(db: DbOrTx, userId: number): Promise<Map<number, RoleName[]>> {
  const rows = await db
    .select({ dealerId: dealerUserRoles.dealerId, role: roles.name })
    .from(dealerUserRoles)
    .innerJoin(roles, eq(roles.id, dealerUserRoles.roleId))
    .where(eq(dealerUserRoles.userId, userId))
    .orderBy(dealerUserRoles.dealerId, roles.id);
  const byDealer = new Map<number, RoleName[]>();
  for (const { dealerId, role } of rows) {
    if (isRoleName(role)) byDealer.set(dealerId, [...(byDealer.get(dealerId) ?? []), role]);
  }
  return byDealer;
}

export async function upsertSettings(
  db: DbOrTx,
  userId: number,
  rows: Omit<SettingRow, 'userId' | 'updatedAt'>[],
  now: Date,
) {
  if (rows.length === 0) return;
  await db
    .insert(notificationSettings)
    .values(rows.map((r) => ({ ...r, userId, updatedAt: now })))
    .onConflictDoUpdate({
      target: [notificationSettings.userId, notificationSettings.dealerId, notificationSettings.notification],
      set: {
        optout: sql`excluded.optout`,
        sms: sql`excluded.sms`,
        web: sql`excluded.web`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
}

/**
 * Writes log rows in the caller's transaction and tells every instance on commit. Each user's
 * transaction-scoped advisory lock is taken first (in id order, so two events never deadlock):
 * a second transaction notifying the same user waits for the first to commit before drawing its
 * ids, so per user ids appear in commit order and "id > last seen" never skips a late commit.
 */
export async function insertLogRows(db: DbOrTx, rows: NewLogRow[]): Promise<LogRow[]> {
  if (rows.length === 0) return [];
  const userIds = [...new Set(rows.map((r) => r.userId))].sort((a, b) => a - b);
  for (const id of userIds) await db.execute(sql`select pg_advisory_xact_lock(18018, ${id})`);
  const inserted = await db.insert(notificationsLog).values(rows).returning();
  for (const id of userIds) await db.execute(sql`select pg_notify('da_notifications', ${String(id)})`);
  return inserted;
}

/** The live rows a stream has not sent yet, oldest first. */
export function webRowsAfter(db: DbOrTx, userId: number, afterId: number, limit = 100) {
  return db
    .select()
    .from(notificationsLog)
    .where(and(eq(notificationsLog.userId, userId), eq(notificationsLog.web, true), gt(notificationsLog.id, afterId)))
    .orderBy(asc(notificationsLog.id))
    .limit(limit);
}

export async function lastLogId(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ id: sql<number | null>`max(${notificationsLog.id})` })
    .from(notificationsLog)
    .where(eq(notificationsLog.userId, userId));
  return Number(row?.id ?? 0);
}

export async function listLog(
  db: DbOrTx,
  userId: number,
  opts: {
    dealerId?: number;
    ids?: number[];
    sort: 'id' | 'createdAt';
    order: 'ASC' | 'DESC';
    offset: number;
    limit: number;
  },
) {
  const where = and(
    eq(notificationsLog.userId, userId),
    opts.dealerId === undefined ? undefined : eq(notificationsLog.dealerId, opts.dealerId),
    opts.ids === undefined ? undefined : inArray(notificationsLog.id, opts.ids),
  );
  const column = opts.sort === 'id' ? notificationsLog.id : notificationsLog.createdAt;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notificationsLog)
      .where(where)
      .orderBy(opts.order === 'ASC' ? asc(column) : desc(column), desc(notificationsLog.id))
      .offset(opts.offset)
      .limit(opts.limit),
    db.select({ n: count() }).from(notificationsLog).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function markViewed(db: DbOrTx, userId: number, ids: number[] | undefined): Promise<number> {
  const rows = await db
    .update(notificationsLog)
    .set({ webViewed: true })
    .where(
      and(
        eq(notificationsLog.userId, userId),
        eq(notificationsLog.webViewed, false),
        ids === undefined ? undefined : inArray(notificationsLog.id, ids.length ? ids : [0]),
      ),
    )
    .returning({ id: notificationsLog.id });
  return rows.length;
}

export async function unreadCount(db: DbOrTx, userId: number, since: Date | undefined): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notificationsLog)
    .where(
      and(
        eq(notificationsLog.userId, userId),
        eq(notificationsLog.web, true),
        eq(notificationsLog.webViewed, false),
        since === undefined ? undefined : gt(notificationsLog.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

/** Takes a once-only event's key; false when another transaction already took it. */
export async function claimOnce(db: DbOrTx, notification: string, key: string, appraisalId: number | null) {
  const rows = await db
    .insert(notificationOnce)
    .values({ notification, key, appraisalId })
    .onConflictDoNothing()
    .returning({ key: notificationOnce.key });
  return rows.length > 0;
}
