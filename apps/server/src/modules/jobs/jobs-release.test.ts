import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { until } from '../../../test/support/until';
import { jobs } from '../../db/schema';
import { enqueueJob } from './jobs.repository';
import { runDueJobs, startJobWorker } from './jobs.worker';

let t: TestApp;
beforeAll(async () => {
  // The app's own job worker stays out of the way: this test drives its own.
  t = await createTestApp({ JOB_POLL_MS: '3600000' });
  await t.ctx.db.update(jobs).set({ status: 'done' });
});
afterAll(() => t.close());

it('a stopping worker finishes the job in hand and gives back the rest of its claim, only its own', async () => {
  const ids: number[] = [];
  for (let i = 0; i < 5; i++) ids.push(await enqueueJob(t.ctx.db, 'slow', { i }));
  // A moment after the enqueue: the database stamps it in microseconds, a Date has milliseconds.
  const clock = new Date(Date.now() + 1000);
  const now = () => clock;
  const ran: unknown[] = [];
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const worker = startJobWorker(
    t.ctx.db,
    {
      slow: async (payload) => {
        ran.push(payload.i);
        await gate;
      },
    },
    3_600_000,
    t.app.log,
    { now, heartbeatMs: 3_600_000 },
  );
  worker.kick();
  await until(() => ran.length === 1);
  // Meanwhile another worker took over the second job (this one's claim had lapsed there).
  const theirs = new Date(clock.getTime() + 5);
  await t.ctx.db.update(jobs).set({ claimedAt: theirs }).where(eq(jobs.id, ids[1]!));

  const stopped = worker.stop();
  release();
  await stopped;
  expect(ran).toEqual([0]);
  const [first, second, ...rest] = await t.ctx.db.select().from(jobs).where(inArray(jobs.id, ids)).orderBy(jobs.id);
  expect(first).toMatchObject({ status: 'done' });
  expect(second).toMatchObject({ status: 'running', claimedAt: theirs, attempts: 1 });
  for (const row of rest) expect(row).toMatchObject({ status: 'pending', claimedAt: null, attempts: 0 });

  // Another instance runs them at once, not after the claim would have expired.
  const other: unknown[] = [];
  expect(await runDueJobs(t.ctx.db, { slow: async (p) => void other.push(p.i) }, { now })).toBe(3);
  expect(other.sort()).toEqual([2, 3, 4]);
});
