import type { MailingSendProgress } from '@dealer/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { campaignMailingLists } from '../../db/schema';
import type { MailingListRecord } from './campaign-mailing.repository';

/** Where a list's send stands, from its row; null before it was ever sent. */
export function sendProgress(list: MailingListRecord): MailingSendProgress | null {
  if (!list.sendState) return null;
  const [sent, failed, skipped] = [list.sentCount ?? 0, list.failedCount ?? 0, list.skippedCount ?? 0];
  const left = list.sendState === 'sent' ? 0 : Math.max(0, list.rowCount - list.sendCursor);
  return {
    uid: list.uid,
    campaignId: list.campaignId,
    state: list.sendState,
    total: list.rowCount,
    sent,
    failed,
    skipped,
    left,
  };
}

/** Marks the list as sending, once: undefined when another call started it first. */
export async function startSend(db: DbOrTx, id: number, at: Date, userId: number) {
  const [row] = await db
    .update(campaignMailingLists)
    .set({
      sentAt: at,
      sentBy: userId,
      sendState: 'sending',
      sendCursor: 0,
      sentCount: 0,
      failedCount: 0,
      skippedCount: 0,
    })
    .where(and(eq(campaignMailingLists.id, id), sql`${campaignMailingLists.sentAt} IS NULL`))
    .returning();
  return row;
}

export async function setSendJob(db: DbOrTx, id: number, jobId: number) {
  const [row] = await db
    .update(campaignMailingLists)
    .set({ sendJobId: jobId })
    .where(eq(campaignMailingLists.id, id))
    .returning();
  return row!;
}

export async function listById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(campaignMailingLists).where(eq(campaignMailingLists.id, id));
  return row;
}

/**
 * Moves the cursor from `from` to `to` with the batch's counts, only while the list is still being
 * sent and the cursor is where this batch started: a batch that finds it moved (another worker, a
 * cancel) changes nothing, and its transaction is rolled back with its e-mails.
 */
export async function advanceSend(
  db: DbOrTx,
  id: number,
  from: number,
  to: number,
  counts: { sent: number; failed: number; skipped: number },
  at: Date,
) {
  const t = campaignMailingLists;
  const done = sql`${to} >= ${t.rowCount}`;
  const [row] = await db
    .update(t)
    .set({
      sendCursor: to,
      sentCount: sql`${t.sentCount} + ${counts.sent}`,
      failedCount: sql`${t.failedCount} + ${counts.failed}`,
      skippedCount: sql`${t.skippedCount} + ${counts.skipped}`,
      sendState: sql`CASE WHEN ${done} THEN 'sent' ELSE 'sending' END`,
      finishedAt: sql`CASE WHEN ${done} THEN ${at.toISOString()}::timestamptz ELSE NULL END`,
    })
    .where(and(eq(t.id, id), eq(t.sendState, 'sending'), eq(t.sendCursor, from)))
    .returning();
  return row;
}

/** Stops a send under way; undefined when the list is not being sent. */
export async function cancelSend(db: DbOrTx, dealerId: number, uid: string, at: Date) {
  const t = campaignMailingLists;
  const [row] = await db
    .update(t)
    .set({ sendState: 'cancelled', finishedAt: at })
    .where(and(eq(t.dealerId, dealerId), eq(t.uid, uid), eq(t.sendState, 'sending')))
    .returning();
  return row;
}
