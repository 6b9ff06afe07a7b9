import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newAppraisal, newDealer } from '../../../test/support/factories';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { jobs, valuationResults } from '../../db/schema';
import { INITIAL_VALUATIONS_JOB, queueInitialValuations } from '../valuations';
import { enqueueJob } from './jobs.repository';
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
    expect(await runDueJobs(t.ctx.db, handlers, now)).toBe(1);
    expect(await runDueJobs(t.ctx.db, handlers, now)).toBe(0);
    expect(seen).toEqual([{ name: 'Ada' }]);
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 1, lastError: null });
  });

  it('retries a failing job with growing delays and gives up after 5 attempts', async () => {
    const id = await enqueueJob(t.ctx.db, 'flaky', {});
    const handlers = { flaky: () => Promise.reject(new Error('provider down')) };
    let now = soon();
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect(await runDueJobs(t.ctx.db, handlers, now)).toBe(1);
      expect(await runDueJobs(t.ctx.db, handlers, now)).toBe(0);
      now = new Date(now.getTime() + 20 * 60_000);
    }
    expect(await jobRow(id)).toMatchObject({ status: 'failed', attempts: 5, lastError: 'provider down' });
  });

  it('fails a job no handler knows, with the reason', async () => {
    const id = await enqueueJob(t.ctx.db, 'mystery', {});
    await runDueJobs(t.ctx.db, {}, soon());
    expect(await jobRow(id)).toMatchObject({ status: 'pending', lastError: 'no handler for job kind mystery' });
  });

  it('takes over a job whose worker died holding it', async () => {
    const id = await enqueueJob(t.ctx.db, 'greet', {});
    const claimedAt = new Date(Date.now() - 11 * 60_000);
    await t.ctx.db.update(jobs).set({ status: 'running', claimedAt }).where(eq(jobs.id, id));
    let runs = 0;
    const handlers = { greet: async () => (runs += 1) };
    expect(await runDueJobs(t.ctx.db, handlers, new Date(claimedAt.getTime() + 5 * 60_000))).toBe(0);
    expect(await runDueJobs(t.ctx.db, handlers, soon())).toBe(1);
    expect(runs).toBe(1);
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 1 });
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
