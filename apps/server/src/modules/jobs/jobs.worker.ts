import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { CLAIM_MS, type ClaimTiming, HEARTBEAT_MS, holdClaim } from '../../lib/claim-heartbeat';
import { type PollingWorker, startPollingWorker } from '../../lib/polling-worker';
import { claimDueJobs, markJobDone, markJobFailed, releaseJobClaims, renewJobClaims } from './jobs.repository';

/**
 * A long job (a mailing list's send) works in steps that each commit where it stands; it checks
 * `stopping` between steps and answers JOB_YIELDED to be given back to the queue unfinished, so
 * another instance resumes it at once.
 */
export interface JobRun {
  stopping: AbortSignal;
}
export const JOB_YIELDED = Symbol('job yielded');

/** What runs each kind of job; a handler that throws is retried. */
export type JobHandlers = Record<string, (payload: Record<string, unknown>, run: JobRun) => Promise<unknown>>;

const MAX_ATTEMPTS = 5;
const BATCH = 10;

/** 1, 2, 4, 8 minutes between attempts; then the job is marked failed. */
export function jobRetryDelayMs(attempts: number): number {
  return 60_000 * 2 ** (attempts - 1);
}

/**
 * Runs every due job once; answers how many were claimed. The claimed jobs not yet run are renewed
 * every heartbeat, so a long job keeps its claim and a dead worker's jobs are retaken; a job whose
 * claim lapsed and was taken over is left to its new holder.
 */
export interface JobRunOptions extends ClaimTiming {
  /** Aborted when the instance stops: the job in hand is finished, the rest given back. */
  stopping?: AbortSignal;
  /** Where each run and each give-back is reported. */
  log?: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

export async function runDueJobs(db: Db, handlers: JobHandlers, options: JobRunOptions = {}): Promise<number> {
  const now = options.now ?? (() => new Date());
  const claimedAt = now();
  const claimed = await claimDueJobs(db, claimedAt, BATCH, options.claimMs ?? CLAIM_MS);
  const stopping = options.stopping ?? new AbortController().signal;
  const claim = holdClaim(
    claimed.map((j) => j.id),
    claimedAt,
    (ids, at, renewedAt) => renewJobClaims(db, ids, at, renewedAt),
    { now, everyMs: options.heartbeatMs ?? HEARTBEAT_MS },
  );
  try {
    for (const job of claimed) {
      // The instance is stopping: the job in hand was finished, the rest go back to the queue.
      if (stopping.aborted) break;
      if (!claim.holds(job.id)) continue;
      try {
        const handler = handlers[job.kind];
        if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
        const started = performance.now();
        // Yielded: still held, so the give-back below returns it to the queue unfinished.
        if ((await handler(job.payload, { stopping })) === JOB_YIELDED) break;
        await markJobDone(db, job.id, now());
        options.log?.info({ job: job.id, kind: job.kind, ms: Math.round(performance.now() - started) }, 'job done');
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        options.log?.warn({ job: job.id, kind: job.kind, attempt: job.attempts, err: message }, 'job failed');
        const retryAt = job.attempts < MAX_ATTEMPTS ? new Date(now().getTime() + jobRetryDelayMs(job.attempts)) : null;
        await claim.write((at) => markJobFailed(db, job.id, at, message.slice(0, 500), retryAt));
      }
      claim.release(job.id);
    }
  } finally {
    const unstarted = claimed.filter((j) => claim.holds(j.id)).map((j) => j.id);
    // A give-back that fails only leaves them to lapse as a dead worker's would.
    const given = await claim
      .write((at) => releaseJobClaims(db, unstarted, at))
      .catch((err: unknown) => {
        options.log?.warn(
          { err, ids: unstarted },
          'jobs: could not give back claimed jobs; they wait for the claim to lapse',
        );
        return [];
      });
    if (given.length > 0) options.log?.info({ ids: given }, 'jobs: gave back claimed jobs');
    await claim.stop();
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
  return startPollingWorker('job', (stopping) => runDueJobs(db, handlers, { log, ...options, stopping }), pollMs, log);
}
