import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newAppraisal, newDealer } from '../../../test/support/factories';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { until } from '../../../test/support/until';
import { jobs, valuationResults } from '../../db/schema';
import { INITIAL_VALUATIONS_JOB, queueInitialValuations } from '../valuations';
import { enqueueJob, waitForJob } from './jobs.repository';
import { runDueJobs } from './jobs.worker';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ JOB_POLL_MS: '3600000' });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.ctx.db.update(jobs).set({ status: 'done' });
});

const jobRow = async (id: number) => (await t.ctx.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;
// A moment after the enqueue: the database stamps it in microseconds, a Date has milliseconds.
const soon = () => new Date(Date.now() + 1000);

describe('jobs', () => {
  it('runs a queued job once with its payload and marks it done', async () => {
    const seen: unknown[] = [];
    const id = await enqueueJob(t.ctx.db, 'greet', { name: 'Ada' });
    const handlers = { greet: async (payload: Record<string, unknown>) => seen.push(payload) };
    const now = soon();
    expect(await runDueJobs(t.ctx.db, handlers, { now: () => now })).toBe(1);
    expect(await runDueJobs(t.ctx.db, handlers, { now: () => now })).toBe(0);
    expect(seen).toEqual([{ name: 'Ada' }]);
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 1, lastError: null });
  });

  it('waitForJob answers when the job has run, or false when it has not within the time', async () => {
    const id = await enqueueJob(t.ctx.db, 'slow', {});
    expect(await waitForJob(t.ctx.db, id, 60, 20)).toBe(false);
    const waiting = waitForJob(t.ctx.db, id, 5000, 20);
    const now = soon();
    await runDueJobs(t.ctx.db, { slow: async () => {} }, { now: () => now });
    expect(await waiting).toBe(true);
  });

  it('retries a failing job with growing delays and gives up after 5 attempts', async () => {
    const id = await enqueueJob(t.ctx.db, 'flaky', {});
    const handlers = { flaky: () => Promise.reject(new Error('provider down')) };
    let now = soon();
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect(await runDueJobs(t.ctx.db, handlers, { now: () => now })).toBe(1);
      expect(await runDueJobs(t.ctx.db, handlers, { now: () => now })).toBe(0);
      now = new Date(now.getTime() + 20 * 60_000);
    }
    expect(await jobRow(id)).toMatchObject({ status: 'failed', attempts: 5, lastError: 'provider down' });
  });

  it('fails a job no handler knows, with the reason', async () => {
    const id = await enqueueJob(t.ctx.db, 'mystery', {});
    await runDueJobs(t.ctx.db, {}, { now: soon });
    expect(await jobRow(id)).toMatchObject({ status: 'pending', lastError: 'no handler for job kind mystery' });
  });

  it('takes over a job whose worker died holding it, once its claim is 30 s old', async () => {
    const id = await enqueueJob(t.ctx.db, 'greet', {});
    const claimedAt = new Date(Date.now() - 40_000);
    await t.ctx.db.update(jobs).set({ status: 'running', claimedAt }).where(eq(jobs.id, id));
    let runs = 0;
    const handlers = { greet: async () => (runs += 1) };
    const at = (ms: number) => ({ now: () => new Date(claimedAt.getTime() + ms) });
    expect(await runDueJobs(t.ctx.db, handlers, at(29_000))).toBe(0);
    expect(await runDueJobs(t.ctx.db, handlers, at(30_001))).toBe(1);
    expect(runs).toBe(1);
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('keeps the claim of a job that runs longer than 30 s while its worker is alive', async () => {
    let clock = soon().getTime();
    const now = () => new Date(clock);
    const id = await enqueueJob(t.ctx.db, 'slow', {});
    let finish = () => {};
    const started = new Promise<void>((begin) => {
      const handlers = {
        slow: () =>
          new Promise<void>((resolve) => {
            finish = resolve;
            begin();
          }),
      };
      void runDueJobs(t.ctx.db, handlers, { now, heartbeatMs: 20 });
    });
    await started;
    const claimed = (await jobRow(id)).claimedAt!.getTime();
    clock += 25_000;
    await until(async () => (await jobRow(id)).claimedAt!.getTime() === clock);
    clock += 25_000;
    let runs = 0;
    expect(await runDueJobs(t.ctx.db, { slow: async () => (runs += 1) }, { now })).toBe(0);
    expect(clock - claimed).toBeGreaterThan(30_000);
    finish();
    await until(async () => (await jobRow(id)).status === 'done');
    expect(runs).toBe(0);
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('neither extends nor undoes the claim of the worker that took over a job whose claim lapsed', async () => {
    const id = await enqueueJob(t.ctx.db, 'slow', {});
    const base = soon().getTime();
    // A's renewals run on a clock that stands still (as if they never reached the database): its claim lapses.
    let aClock = base;
    let failA = () => {};
    let aStarted = false;
    const aHandlers = {
      slow: () =>
        new Promise<void>((_resolve, reject) => {
          aStarted = true;
          failA = () => reject(new Error('provider down'));
        }),
    };
    const aPass = runDueJobs(t.ctx.db, aHandlers, { now: () => new Date(aClock), heartbeatMs: 10 });
    await until(() => aStarted);

    let finishB = () => {};
    let bStarted = false;
    const bHandlers = {
      slow: () =>
        new Promise<void>((resolve) => {
          bStarted = true;
          finishB = resolve;
        }),
    };
    const bClaimedAt = base + 30_001;
    const bOptions = { now: () => new Date(bClaimedAt), heartbeatMs: 3_600_000 };
    const bRunning = new Promise<number>((resolve) => {
      const look = () => (bStarted ? resolve(-1) : setTimeout(look, 10));
      look();
    });
    // A's renewal may hold the row's lock for an instant, and B's claim skips locked rows: try again.
    let bPass = runDueJobs(t.ctx.db, bHandlers, bOptions);
    while ((await Promise.race([bPass, bRunning])) === 0) bPass = runDueJobs(t.ctx.db, bHandlers, bOptions);
    expect((await jobRow(id)).claimedAt!.getTime()).toBe(bClaimedAt);

    aClock = base + 40_000;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await jobRow(id)).claimedAt!.getTime()).toBe(bClaimedAt);
    failA();
    expect(await aPass).toBe(1);
    expect(await jobRow(id)).toMatchObject({ status: 'running', lastError: null, attempts: 2 });

    finishB();
    expect(await bPass).toBe(1);
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('queues nothing for a change that rolled back', async () => {
    const before = await t.ctx.db.$count(jobs);
    await expect(
      t.ctx.db.transaction(async (tx) => {
        await enqueueJob(tx, 'greet', {});
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await t.ctx.db.$count(jobs)).toBe(before);
  });

  it('runs the valuations a new appraisal queued, in whichever server finds them', async () => {
    const dealerId = (await newDealer(t.ctx.db)).id;
    const appraisal = await newAppraisal(t.ctx.db, dealerId, { deletedAt: null });
    // Queued by a server that stopped before running it: this one's worker picks it up.
    const id = await queueInitialValuations(t.ctx.db, dealerId, appraisal.id);
    expect(await jobRow(id)).toMatchObject({ kind: INITIAL_VALUATIONS_JOB, status: 'pending' });
    t.ctx.kickJobs();
    for (let i = 0; i < 100 && (await jobRow(id)).status !== 'done'; i++) await new Promise((r) => setTimeout(r, 50));
    expect(await jobRow(id)).toMatchObject({ status: 'done' });
    const providers = await t.ctx.db
      .select({ provider: valuationResults.provider })
      .from(valuationResults)
      .where(eq(valuationResults.appraisalId, appraisal.id));
    expect(providers.map((p) => p.provider).sort()).toEqual(['blackbook', 'galves', 'jdp', 'mmr']);
  });
});
