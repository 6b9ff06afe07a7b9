import type { OutboxRow } from './outbox.repository';

/** The domain of the sender's address ("Dealer Admin <no-reply@example.com>" gives example.com). */
export function mailDomain(mailFrom: string): string {
  return /@([^\s<>@]+)>?\s*$/.exec(mailFrom)?.[1] ?? 'localhost';
}

/**
 * The message's Message-ID header, the same on every attempt: a retry after a crash between the
 * SMTP server's answer and our mark reaches the recipient as the same message, not a new one.
 */
export function messageIdOf(row: Pick<OutboxRow, 'id' | 'createdAt'>, domain: string): string {
  return `<outbox.${row.id}.${row.createdAt.getTime()}@${domain}>`;
}
