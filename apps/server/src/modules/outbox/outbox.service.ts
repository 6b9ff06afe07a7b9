import type { DbOrTx } from '../../db/client';
import type { OutboxStatus } from '../../db/schema';
import type { OutboxRow } from './outbox.repository';
import { insertMessage, insertMessages, listForDealer, type NewOutboxMessage } from './outbox.repository';

export type { NewOutboxMessage };

/**
 * Queues a message in the caller's transaction. Pass the transaction of the business change so the
 * message exists only if the change commits.
 */
export function enqueueMessage(db: DbOrTx, message: NewOutboxMessage): Promise<number | undefined> {
  return insertMessage(db, message);
}

/** enqueueMessage for many messages at once, in one statement; answers how many were queued. */
export function enqueueMessages(db: DbOrTx, messages: NewOutboxMessage[]): Promise<number> {
  return insertMessages(db, messages);
}

export interface OutboxItem {
  id: number;
  channel: OutboxRow['channel'];
  recipient: string;
  subject: string | null;
  body: string;
  links: string[];
  status: Exclude<OutboxStatus, 'sending'>;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  deliveredAt: string | null;
  /** A text waiting out the customer's quiet hours goes out then. */
  heldUntil: string | null;
}

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
  };
}

export async function listDealerOutbox(db: DbOrTx, dealerId: number, start: number, end: number) {
  const { rows, total } = await listForDealer(db, dealerId, start, end - start + 1);
  return { items: rows.map(toItem), total };
}
