import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { jobs } from '../../db/schema';

export type JobRow = typeof jobs.$inferSelect;

/** Queues a job; call it inside the transaction of the change it follows. */
export async function enqueueJob(db: DbOrTx, kind: string, payload: Record<string, unknown>): Promise<number> {
  const [row] = await db.insert(jobs).values({ kind, payload }).returning({ id: jobs.id });
  return row!.id;
}

/**
 * Claims due jobs for one worker. FOR UPDATE SKIP LOCKED lets several server instances poll the
 * same table without running a job twice; a claim not renewed for claimMs (its worker died) is
 * taken over.
 */
export async function claimDueJobs(db: DbOrTx, now: Date, limit: number, claimMs: number): Promise<JobRow[]> {
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      or(
        and(eq(jobs.status, 'pending'), lte(jobs.nextAttemptAt, now)),
        and(eq(jobs.status, 'running'), lt(jobs.claimedAt, new Date(now.getTime() - claimMs))),
      ),
    )
    .orderBy(jobs.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(jobs)
    .set({ status: 'running', claimedAt: now, attempts: sql`${jobs.attempts} + 1` })
    .where(inArray(jobs.id, due))
    .returning();
}

/**
 * The heartbeat of a live worker: its jobs still running stay claimed, where the claim is still its
 * own (claimed_at as it claimed or last renewed; one that lapsed and was taken over is the new
 * holder's). Answers the ids renewed.
 */
export async function renewJobClaims(db: DbOrTx, ids: number[], claimedAt: Date, now: Date): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.update(jobs).set({ claimedAt: now }).where(heldBy(ids, claimedAt)).returning({ id: jobs.id });
  return rows.map((r) => r.id);
}

/**
 * A stopping worker gives back the jobs it claimed but never started, where the claim is still its
 * own: pending again, unclaimed, the attempt not counted, so another instance runs them at once
 * instead of after the claim expires. Answers the ids given back.
 */
export async function releaseJobClaims(db: DbOrTx, ids: number[], claimedAt: Date): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .update(jobs)
    .set({ status: 'pending', claimedAt: null, attempts: sql`${jobs.attempts} - 1` })
    .where(heldBy(ids, claimedAt))
    .returning({ id: jobs.id });
  return rows.map((r) => r.id);
}

/** Still running under the claim taken or renewed at claimedAt. */
const heldBy = (ids: number[], claimedAt: Date) =>
  and(inArray(jobs.id, ids), eq(jobs.status, 'running'), eq(jobs.claimedAt, claimedAt));

/** Lands whoever ran it, even a worker whose claim lapsed meanwhile: the work is done. */
export async function markJobDone(db: DbOrTx, id: number, now: Date): Promise<void> {
  await db.update(jobs).set({ status: 'done', doneAt: now, lastError: null }).where(eq(jobs.id, id));
}

/** Only under the claim it ran on: a lapsed worker must not reschedule the new holder's run. */
export async function markJobFailed(
  db: DbOrTx,
  id: number,
  claimedAt: Date,
  error: string,
  retryAt: Date | null,
): Promise<void> {
  await db
    .update(jobs)
    .set(
      retryAt
        ? { status: 'pending', lastError: error, nextAttemptAt: retryAt }
        : { status: 'failed', lastError: error },
    )
    .where(heldBy([id], claimedAt));
}

/**
 * Waits until a queued job has run (done or failed for good), up to timeoutMs; answers whether it
 * finished. For an answer that wants a background result at once (a campaign's estimate), while
 * the job itself stays queued with the change that made it and the worker runs it.
 */
export async function waitForJob(db: DbOrTx, id: number, timeoutMs: number, pollMs = 50): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, id));
    if (!row || row.status === 'done' || row.status === 'failed') return true;
    if (Date.now() >= until) return false;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
