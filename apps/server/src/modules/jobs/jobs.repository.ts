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

/** The heartbeat of a live worker: its jobs still running stay claimed. */
export async function renewJobClaims(db: DbOrTx, ids: number[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(jobs)
    .set({ claimedAt: now })
    .where(and(inArray(jobs.id, ids), eq(jobs.status, 'running')));
}

export async function markJobDone(db: DbOrTx, id: number, now: Date): Promise<void> {
  await db.update(jobs).set({ status: 'done', doneAt: now, lastError: null }).where(eq(jobs.id, id));
}

export async function markJobFailed(db: DbOrTx, id: number, error: string, retryAt: Date | null): Promise<void> {
  await db
    .update(jobs)
    .set(
      retryAt
        ? { status: 'pending', lastError: error, nextAttemptAt: retryAt }
        : { status: 'failed', lastError: error },
    )
    .where(eq(jobs.id, id));
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
