import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { type PollingWorker, startPollingWorker } from '../../lib/polling-worker';
import { claimDueJobs, markJobDone, markJobFailed } from './jobs.repository';

/** What runs each kind of job; a handler that throws is retried. */
export type JobHandlers = Record<string, (payload: Record<string, unknown>) => Promise<unknown>>;

const MAX_ATTEMPTS = 5;
const BATCH = 10;
const STALE_CLAIM_MS = 10 * 60_000;

/** 1, 2, 4, 8 minutes between attempts; then the job is marked failed. */
export function jobRetryDelayMs(attempts: number): number {
  return 60_000 * 2 ** (attempts - 1);
}

/** Runs every due job once; answers how many were claimed. */
export async function runDueJobs(db: Db, handlers: JobHandlers, now = new Date()): Promise<number> {
  const claimed = await claimDueJobs(db, now, BATCH, STALE_CLAIM_MS);
  for (const job of claimed) {
    try {
      const handler = handlers[job.kind];
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      await handler(job.payload);
      await markJobDone(db, job.id, new Date());
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const retryAt = job.attempts < MAX_ATTEMPTS ? new Date(now.getTime() + jobRetryDelayMs(job.attempts)) : null;
      await markJobFailed(db, job.id, message.slice(0, 500), retryAt);
    }
  }
  return claimed.length;
}

export function startJobWorker(db: Db, handlers: JobHandlers, pollMs: number, log: FastifyBaseLogger): PollingWorker {
  return startPollingWorker('job', () => runDueJobs(db, handlers), pollMs, log);
}
