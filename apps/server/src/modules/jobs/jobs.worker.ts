import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { CLAIM_MS, type ClaimTiming, HEARTBEAT_MS, keepClaims } from '../../lib/claim-heartbeat';
import { type PollingWorker, startPollingWorker } from '../../lib/polling-worker';
import { claimDueJobs, markJobDone, markJobFailed, renewJobClaims } from './jobs.repository';

/** What runs each kind of job; a handler that throws is retried. */
export type JobHandlers = Record<string, (payload: Record<string, unknown>) => Promise<unknown>>;

const MAX_ATTEMPTS = 5;
const BATCH = 10;

/** 1, 2, 4, 8 minutes between attempts; then the job is marked failed. */
export function jobRetryDelayMs(attempts: number): number {
  return 60_000 * 2 ** (attempts - 1);
}

/**
 * Runs every due job once; answers how many were claimed. The claimed jobs not yet run are renewed
 * every heartbeat, so a long job keeps its claim and a dead worker's jobs are retaken.
 */
export async function runDueJobs(db: Db, handlers: JobHandlers, options: ClaimTiming = {}): Promise<number> {
  const now = options.now ?? (() => new Date());
  const claimed = await claimDueJobs(db, now(), BATCH, options.claimMs ?? CLAIM_MS);
  const held = new Set(claimed.map((j) => j.id));
  const stopRenewing = keepClaims(() => renewJobClaims(db, [...held], now()), options.heartbeatMs ?? HEARTBEAT_MS);
  try {
    for (const job of claimed) {
      try {
        const handler = handlers[job.kind];
        if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
        await handler(job.payload);
        await markJobDone(db, job.id, now());
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        const retryAt = job.attempts < MAX_ATTEMPTS ? new Date(now().getTime() + jobRetryDelayMs(job.attempts)) : null;
        await markJobFailed(db, job.id, message.slice(0, 500), retryAt);
      }
      held.delete(job.id);
    }
  } finally {
    await stopRenewing();
  }
  return claimed.length;
}

export function startJobWorker(
  db: Db,
  handlers: JobHandlers,
  pollMs: number,
  log: FastifyBaseLogger,
  options: ClaimTiming = {},
): PollingWorker {
  return startPollingWorker('job', () => runDueJobs(db, handlers, options), pollMs, log);
}
