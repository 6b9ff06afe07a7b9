import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { EmailTransport } from '../../integrations/email/port';
import type { SmsTransport } from '../../integrations/sms/port';
import { CLAIM_MS, type ClaimTiming, HEARTBEAT_MS, holdClaim } from '../../lib/claim-heartbeat';
import { type PollingWorker, startPollingWorker } from '../../lib/polling-worker';
import { type ClaimWrite, deliverText } from '../sms/text-delivery';
import { claimDue, markDelivered, markFailed, type OutboxRow, releaseClaims, renewClaims } from './outbox.repository';
import { messageIdOf } from './outbox-message-id';

export interface Transports {
  email: EmailTransport;
  sms: SmsTransport;
}

export interface DeliveryOptions extends ClaimTiming {
  /** The right-hand side of every Message-ID: the domain of MAIL_FROM. */
  messageIdDomain?: string;
  /** Aborted when the instance stops: the message in hand is finished, the rest given back. */
  stopping?: AbortSignal;
  /** Where a give-back is reported (what a stopping instance handed to the others). */
  log?: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

const MAX_ATTEMPTS = 6;
const BATCH = 20;

/** 30 s, 1 min, 2 min, 4 min, 8 min between attempts; then the message is marked failed. */
export function retryDelayMs(attempts: number): number {
  return 30_000 * 2 ** (attempts - 1);
}

async function deliver(
  db: Db,
  row: OutboxRow,
  transports: Transports,
  messageIdDomain: string,
  now: Date,
  underClaim: ClaimWrite,
) {
  if (row.channel === 'sms') return deliverText(db, row, transports.sms, now, underClaim);
  await transports.email.send({
    messageId: messageIdOf(row, messageIdDomain),
    to: row.recipient,
    subject: row.subject ?? '',
    text: row.body,
    html: row.html,
    attachments: row.attachments,
  });
  await markDelivered(db, row.id, now);
}

/**
 * Delivers every due message once; answers how many were claimed. The claimed messages not yet
 * handled are renewed every heartbeat, so a slow send keeps them and a dead worker loses them; a
 * message whose claim lapsed and was taken over is left to its new holder.
 */
export async function deliverDue(db: Db, transports: Transports, options: DeliveryOptions = {}): Promise<number> {
  const now = options.now ?? (() => new Date());
  const domain = options.messageIdDomain ?? 'dealer-admin.local';
  const claimedAt = now();
  const rows = await claimDue(db, claimedAt, BATCH, options.claimMs ?? CLAIM_MS);
  const claim = holdClaim(
    rows.map((r) => r.id),
    claimedAt,
    (ids, at, renewedAt) => renewClaims(db, ids, at, renewedAt),
    { now, everyMs: options.heartbeatMs ?? HEARTBEAT_MS },
  );
  try {
    for (const row of rows) {
      if (options.stopping?.aborted) break;
      if (!claim.holds(row.id)) continue;
      try {
        await deliver(db, row, transports, domain, now(), claim.write);
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        const retryAt = row.attempts < MAX_ATTEMPTS ? new Date(now().getTime() + retryDelayMs(row.attempts)) : null;
        await claim.write((at) => markFailed(db, row.id, at, message.slice(0, 500), retryAt));
      }
      claim.release(row.id);
    }
  } finally {
    const untried = rows.filter((r) => claim.holds(r.id)).map((r) => r.id);
    // A give-back that fails only leaves them to lapse as a dead worker's would.
    const given = await claim
      .write((at) => releaseClaims(db, untried, at))
      .catch((err: unknown) => {
        options.log?.warn(
          { err, ids: untried },
          'outbox: could not give back claimed messages; they wait for the claim to lapse',
        );
        return [];
      });
    if (given.length > 0) options.log?.info({ ids: given }, 'outbox: gave back claimed messages');
    await claim.stop();
  }
  return rows.length;
}

export type OutboxWorker = PollingWorker;

export function startOutboxWorker(
  db: Db,
  transports: Transports,
  pollMs: number,
  log: FastifyBaseLogger,
  options: DeliveryOptions = {},
): OutboxWorker {
  return startPollingWorker(
    'outbox delivery',
    (stopping) => deliverDue(db, transports, { log, ...options, stopping }),
    pollMs,
    log,
  );
}
