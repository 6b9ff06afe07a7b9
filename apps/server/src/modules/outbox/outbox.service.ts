import type { OutboxListQuery, OutboxMessage } from '@dealer/domain';
import type { DbOrTx } from '../../db/client';
import type { OutboxRow } from './outbox.repository';
import {
  findEmail,
  insertMessage,
  insertMessages,
  listEmails,
  listForDealer,
  type NewOutboxMessage,
  type NewPersonalMessage,
} from './outbox.repository';

export type { NewOutboxMessage, NewPersonalMessage, OutboxRow };

/**
 * Queues a message in the caller's transaction. Pass the transaction of the business change so the
 * message exists only if the change commits.
 */
export function enqueueMessage(db: DbOrTx, message: NewOutboxMessage): Promise<number | undefined> {
  return insertMessage(db, message);
}

/**
 * Queues a message that carries a person's credentials (a reset, confirm or sign-in link, an
 * e-mail change, an invitation). It belongs to that person, not to a dealer, so no dealer's Outbox
 * or record lists it; only the delivery (and the sandbox's mail catcher) sees it.
 */
export function enqueuePersonalMessage(db: DbOrTx, message: NewPersonalMessage): Promise<number | undefined> {
  return insertMessage(db, { ...message, dealerId: null });
}

/** enqueueMessage for many messages at once, in one statement; answers how many were queued. */
export function enqueueMessages(db: DbOrTx, messages: NewOutboxMessage[]): Promise<number> {
  return insertMessages(db, messages);
}

/** A message as the dealer's outbox lists it. */
export type OutboxItem = OutboxMessage;

function toItem(row: OutboxRow): OutboxItem {
  return {
    id: row.id,
    channel: row.channel,
    recipient: row.recipient,
    subject: row.subject,
    body: row.body,
    links: row.links,
    // A claimed message is still on its way as far as a reader is concerned.
    status: row.status === 'sending' ? 'pending' : row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    heldUntil: row.status === 'pending' ? (row.heldUntil?.toISOString() ?? null) : null,
    smsFrom: row.smsFrom,
  };
}

export async function listDealerOutbox(db: DbOrTx, dealerId: number, query: OutboxListQuery) {
  const [start, end] = query.range;
  const { rows, total } = await listForDealer(db, dealerId, {
    ids: query.filter.id,
    order: query.sort[1],
    offset: start,
    limit: end - start + 1,
  });
  return { items: rows.map(toItem), total };
}

/** The sandbox's mail catcher: every e-mail the app kept or sent, newest first, and one of them. */
export const listAllEmails = (db: DbOrTx, limit: number, to?: string) => listEmails(db, limit, to);
export const findAnyEmail = (db: DbOrTx, id: number) => findEmail(db, id);
