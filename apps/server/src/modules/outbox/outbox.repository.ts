import { and, asc, desc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { outboxMessages } from '../../db/schema';

export type OutboxRow = typeof outboxMessages.$inferSelect;
export type NewOutboxMessage = Pick<
  typeof outboxMessages.$inferInsert,
  'dealerId' | 'channel' | 'recipient' | 'subject' | 'body' | 'html' | 'links' | 'attachments' | 'idempotencyKey'
>;
/** A message owned by a person, not a dealer (the table's check refuses both). */
export type NewPersonalMessage = Omit<NewOutboxMessage, 'dealerId'> & { userId: number };

/** Answers the new row's id, or undefined when a message with the same idempotency key exists. */
export async function insertMessage(
  db: DbOrTx,
  message: NewOutboxMessage | (NewPersonalMessage & { dealerId: null }),
): Promise<number | undefined> {
  const [row] = await db
    .insert(outboxMessages)
    .values(message)
    .onConflictDoNothing({ target: outboxMessages.idempotencyKey })
    .returning({ id: outboxMessages.id });
  return row?.id;
}

/** Many messages in one statement (a mailing list's batch); a key already queued is skipped. */
export async function insertMessages(db: DbOrTx, messages: NewOutboxMessage[]): Promise<number> {
  if (messages.length === 0) return 0;
  const rows = await db
    .insert(outboxMessages)
    .values(messages)
    .onConflictDoNothing({ target: outboxMessages.idempotencyKey })
    .returning({ id: outboxMessages.id });
  return rows.length;
}

/**
 * Claims due messages for one worker. FOR UPDATE SKIP LOCKED lets several server instances
 * poll the same table without delivering a message twice; a claim not renewed for claimMs (its
 * worker died mid-pass) is taken over.
 */
export async function claimDue(db: DbOrTx, now: Date, limit: number, claimMs: number): Promise<OutboxRow[]> {
  const lapsed = new Date(now.getTime() - claimMs);
  const due = db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(
      or(
        and(eq(outboxMessages.status, 'pending'), lte(outboxMessages.nextAttemptAt, now)),
        and(eq(outboxMessages.status, 'sending'), lt(outboxMessages.claimedAt, lapsed)),
      ),
    )
    .orderBy(outboxMessages.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(outboxMessages)
    .set({ status: 'sending', claimedAt: now, attempts: sql`${outboxMessages.attempts} + 1` })
    .where(inArray(outboxMessages.id, due))
    .returning();
}

/**
 * The heartbeat of a live worker: its messages still being sent stay claimed, where the claim is
 * still its own (claimed_at as it claimed or last renewed; one that lapsed and was taken over is
 * the new holder's). Answers the ids renewed.
 */
export async function renewClaims(db: DbOrTx, ids: number[], claimedAt: Date, now: Date): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .update(outboxMessages)
    .set({ claimedAt: now })
    .where(heldBy(ids, claimedAt))
    .returning({ id: outboxMessages.id });
  return rows.map((r) => r.id);
}

/**
 * A stopping worker gives back the messages it claimed but never tried, where the claim is still
 * its own: pending again, unclaimed, the attempt not counted, so another instance sends them at
 * once instead of after the claim expires. Answers the ids given back.
 */
export async function releaseClaims(db: DbOrTx, ids: number[], claimedAt: Date): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .update(outboxMessages)
    .set({ status: 'pending', claimedAt: null, attempts: sql`${outboxMessages.attempts} - 1` })
    .where(heldBy(ids, claimedAt))
    .returning({ id: outboxMessages.id });
  return rows.map((r) => r.id);
}

/** Still being sent under the claim taken or renewed at claimedAt. */
const heldBy = (ids: number[], claimedAt: Date) =>
  and(inArray(outboxMessages.id, ids), eq(outboxMessages.status, 'sending'), eq(outboxMessages.claimedAt, claimedAt));

/**
 * Lands whoever sent it, even a worker whose claim lapsed meanwhile: the message went out, and a
 * failure of the new holder can no longer move it back (failures land only under the claim).
 */
export async function markDelivered(db: DbOrTx, id: number, now: Date): Promise<void> {
  await db
    .update(outboxMessages)
    .set({ status: 'delivered', deliveredAt: now, lastError: null })
    .where(eq(outboxMessages.id, id));
}

/** Only under the claim it was tried on: a lapsed worker must not reschedule the new holder's send. */
export async function markFailed(
  db: DbOrTx,
  id: number,
  claimedAt: Date,
  error: string,
  retryAt: Date | null,
): Promise<void> {
  await db
    .update(outboxMessages)
    .set(
      retryAt
        ? { status: 'pending', lastError: error, nextAttemptAt: retryAt }
        : { status: 'failed', lastError: error },
    )
    .where(heldBy([id], claimedAt));
}

export async function listForDealer(
  db: DbOrTx,
  dealerId: number,
  opts: { ids?: number[]; order: 'ASC' | 'DESC'; offset: number; limit: number },
): Promise<{ rows: OutboxRow[]; total: number }> {
  const where = and(
    eq(outboxMessages.dealerId, dealerId),
    opts.ids === undefined ? undefined : inArray(outboxMessages.id, opts.ids),
  );
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(where)
    .orderBy(opts.order === 'ASC' ? asc(outboxMessages.id) : desc(outboxMessages.id))
    .offset(opts.offset)
    .limit(opts.limit);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(outboxMessages).where(where);
  return { rows, total: count?.n ?? 0 };
}

/** Every e-mail, whoever owns it, newest first (the sandbox's mail catcher, never a dealer's page). */
/** The newest e-mails, to one recipient (case-insensitive) when `to` is given. */
export function listEmails(db: DbOrTx, limit: number, to?: string): Promise<OutboxRow[]> {
  return db
    .select()
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.channel, 'email'),
        to ? sql`lower(${outboxMessages.recipient}) = ${to.toLowerCase()}` : undefined,
      ),
    )
    .orderBy(desc(outboxMessages.id))
    .limit(limit);
}

export async function findEmail(db: DbOrTx, id: number): Promise<OutboxRow | undefined> {
  const [row] = await db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.id, id), eq(outboxMessages.channel, 'email')));
  return row;
}

/**
 * Handed to the SMS provider from the dealer's sender (and the number it went from, when known);
 * lands whoever sent it, as markDelivered. Its status callback may already have moved the row on.
 */
export async function markSent(
  db: DbOrTx,
  id: number,
  providerMessageId: string,
  from: { sender: string; fromNumber: string | null },
): Promise<void> {
  await db
    .update(outboxMessages)
    .set({
      status: 'sent',
      providerMessageId,
      lastError: null,
      heldUntil: null,
      smsSender: from.sender,
      smsFrom: sql`coalesce(${outboxMessages.smsFrom}, ${from.fromNumber})`,
    })
    .where(and(eq(outboxMessages.id, id), eq(outboxMessages.status, 'sending')));
}

/**
 * A text that was not sent, for good: kept (no provider), undeliverable, opted_out or no_sender
 * (its dealer has none), with the sender it was tried from, if any. Only under the claim it was
 * tried on: a worker whose claim lapsed must not settle the new holder's send.
 */
export async function markNotSent(
  db: DbOrTx,
  id: number,
  claimedAt: Date,
  status: 'kept' | 'undeliverable' | 'opted_out' | 'no_sender',
  reason: string | null,
  sender: string | null = null,
): Promise<void> {
  await db
    .update(outboxMessages)
    .set({ status, lastError: reason, heldUntil: null, smsSender: sender })
    .where(heldBy([id], claimedAt));
}

/**
 * Quiet hours: back to pending until `until`; the hold is not a delivery attempt. Only under the
 * claim it was tried on, as markNotSent.
 */
export async function markHeld(db: DbOrTx, id: number, claimedAt: Date, until: Date): Promise<void> {
  await db
    .update(outboxMessages)
    .set({
      status: 'pending',
      nextAttemptAt: until,
      heldUntil: until,
      claimedAt: null,
      attempts: sql`greatest(${outboxMessages.attempts} - 1, 0)`,
    })
    .where(heldBy([id], claimedAt));
}

export type ProviderOutcome = 'sent' | 'delivered' | 'failed' | 'undeliverable';

/**
 * A status callback of the SMS provider. It lands on the row named in the callback URL when that
 * row is this message (or not yet told its id), else on the row with the provider's id; a final
 * state (delivered, failed, undeliverable) is never moved back. Answers whether a row changed.
 */
export async function applyProviderStatus(
  db: DbOrTx,
  update: {
    outboxId: number | null;
    providerMessageId: string;
    outcome: ProviderOutcome;
    error: string | null;
    at: Date;
    /** The number it went from, as the callback says (From): a messaging service's pick. */
    fromNumber: string | null;
  },
): Promise<boolean> {
  const t = outboxMessages;
  const sameMessage =
    update.outboxId === null
      ? eq(t.providerMessageId, update.providerMessageId)
      : and(
          eq(t.id, update.outboxId),
          or(isNull(t.providerMessageId), eq(t.providerMessageId, update.providerMessageId)),
        );
  const set =
    update.outcome === 'delivered'
      ? { status: 'delivered' as const, deliveredAt: update.at, lastError: null }
      : update.outcome === 'sent'
        ? { status: 'sent' as const }
        : { status: update.outcome, lastError: update.error };
  const rows = await db
    .update(t)
    .set({
      ...set,
      providerMessageId: update.providerMessageId,
      smsFrom: sql`coalesce(${t.smsFrom}, ${update.fromNumber})`,
    })
    .where(and(eq(t.channel, 'sms'), sameMessage, inArray(t.status, ['sending', 'sent'])))
    .returning({ id: t.id });
  return rows.length > 0;
}
