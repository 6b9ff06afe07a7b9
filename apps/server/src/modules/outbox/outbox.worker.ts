import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { EmailTransport } from '../../integrations/email/port';
import type { SmsTransport } from '../../integrations/sms/port';
import { type PollingWorker, startPollingWorker } from '../../lib/polling-worker';
import { claimDue, markDelivered, markFailed, type OutboxRow } from './outbox.repository';

export interface Transports {
  email: EmailTransport;
  sms: SmsTransport;
}

const MAX_ATTEMPTS = 6;
const BATCH = 20;
const STALE_CLAIM_MS = 5 * 60_000;

/** 30 s, 1 min, 2 min, 4 min, 8 min between attempts; then the message is marked failed. */
export function retryDelayMs(attempts: number): number {
  return 30_000 * 2 ** (attempts - 1);
}

async function deliver(row: OutboxRow, transports: Transports): Promise<void> {
  if (row.channel === 'email') {
    await transports.email.send({
      to: row.recipient,
      subject: row.subject ?? '',
      text: row.body,
      html: row.html,
      attachments: row.attachments,
    });
  } else {
    await transports.sms.send({ to: row.recipient, text: row.body });
  }
}

/** Delivers every due message once; answers how many were handled. */
export async function deliverDue(db: Db, transports: Transports, now = new Date()): Promise<number> {
  const rows = await claimDue(db, now, BATCH, STALE_CLAIM_MS);
  for (const row of rows) {
    try {
      await deliver(row, transports);
      await markDelivered(db, row.id, now);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const retryAt = row.attempts < MAX_ATTEMPTS ? new Date(now.getTime() + retryDelayMs(row.attempts)) : null;
      await markFailed(db, row.id, message.slice(0, 500), retryAt);
    }
  }
  return rows.length;
}

export type OutboxWorker = PollingWorker;

export function startOutboxWorker(
  db: Db,
  transports: Transports,
  pollMs: number,
  log: FastifyBaseLogger,
): OutboxWorker {
  return startPollingWorker('outbox delivery', () => deliverDue(db, transports), pollMs, log);
}
