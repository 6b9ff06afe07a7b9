import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { testDriver } from '../test/support/driver';
import { newAppraisals, newDealer } from '../test/support/factories';
import { freePort, loggedLines, startServerProcess, waitReady } from '../test/support/server-process';
import { startSmtpCounter } from '../test/support/smtp-counter';
import { clonePgDatabase } from '../test/support/test-database';
import { openPg } from './db/client';
import { jobs, outboxMessages, valuationResults } from './db/schema';
import { enqueueMessages } from './modules/outbox/outbox.service';
import { queueInitialValuations } from './modules/valuations';

const MESSAGES = 200;
const JOBS = 40;
/** How long a claim lasts without a heartbeat (lib/claim-heartbeat CLAIM_MS): what a lapse would cost. */
const CLAIM_MS = 30_000;

type JobDone = { job: number; time: number };
type GaveBack = { ids: number[]; time: number };

const countBy = <T>(items: T[]): Map<T, number> => {
  const counts = new Map<T, number>();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  return counts;
};

/**
 * Two instances drain one backlog of e-mails (to a real SMTP server that counts each delivery by
 * Message-ID and by the instance that logged in) and of initial-valuation jobs; instance A gets
 * SIGTERM while it holds claims on both. It finishes what it has in hand, gives the rest back and
 * exits 0; B takes the given-back rows at once (not after the 30 s claim lapses), and every message
 * is delivered once and every job runs once.
 */
it.skipIf(testDriver() !== 'pg')(
  'a SIGTERM mid-backlog loses and doubles no outbox message and no job',
  async () => {
    const clone = await clonePgDatabase();
    const dataDir = await mkdtemp(join(tmpdir(), 'shutdown-queues-'));
    const smtp = await startSmtpCounter();
    const seed = openPg(clone.url, 2);
    const dealer = await newDealer(seed.db);
    const appraisalIds = (await newAppraisals(seed.db, dealer.id, JOBS, { deletedAt: null })).map((r) => r.id);

    const [portA, portB] = [await freePort(), await freePort()];
    // Behind a proxy both instances have one public URL; here it is B's, so the provider sandboxes
    // the valuation jobs call stay up while A stops.
    const start = (user: string, port: number) =>
      startServerProcess({
        databaseUrl: clone.url,
        port,
        dataDir: join(dataDir, user),
        logLevel: 'info',
        env: {
          SANDBOX: 'on',
          PUBLIC_URL: `http://127.0.0.1:${portB}`,
          SMTP_URL: smtp.urlFor(user),
          OUTBOX_POLL_MS: '250',
          JOB_POLL_MS: '250',
        },
      });
    const a = start('a', portA);
    const b = start('b', portB);
    try {
      await Promise.all([waitReady(portA, a.log), waitReady(portB, b.log)]);
      // The backlog lands at once for both instances.
      const { jobIds, messageIds } = await seed.db.transaction(async (tx) => {
        await enqueueMessages(
          tx,
          Array.from({ length: MESSAGES }, (_, i) => ({
            dealerId: dealer.id,
            channel: 'email' as const,
            recipient: `backlog-${i}@example.test`,
            subject: `Your offer ${i}`,
            body: 'See the link',
            links: [],
          })),
        );
        const queued = await tx
          .select({ id: outboxMessages.id })
          .from(outboxMessages)
          .where(eq(outboxMessages.dealerId, dealer.id));
        const ids: number[] = [];
        for (const id of appraisalIds) ids.push(await queueInitialValuations(tx, dealer.id, id));
        return { jobIds: ids, messageIds: queued.map((r) => r.id) };
      });
      const started = Date.now();
      const inState = async () => {
        const [counts] = await seed.db
          .select({
            sending: sql<number>`(select count(*)::int from ${outboxMessages} where ${and(
              inArray(outboxMessages.id, messageIds),
              eq(outboxMessages.status, 'sending'),
            )})`,
            running: sql<number>`(select count(*)::int from ${jobs} where ${and(
              inArray(jobs.id, jobIds),
              eq(jobs.status, 'running'),
            )})`,
            delivered: sql<number>`(select count(*)::int from ${outboxMessages} where ${and(
              inArray(outboxMessages.id, messageIds),
              eq(outboxMessages.status, 'delivered'),
            )})`,
            done: sql<number>`(select count(*)::int from ${jobs} where ${and(
              inArray(jobs.id, jobIds),
              eq(jobs.status, 'done'),
            )})`,
          })
          .from(sql`(select 1) as one`);
        return counts!;
      };

      // SIGTERM once A is under way on both queues and holds claims beyond the one item in hand:
      // more rows claimed than B's batch (20 messages, 10 jobs) can hold alone.
      for (;;) {
        if (Date.now() - started > 30_000) throw new Error(`A never held both queues:\n${a.log.out.slice(-2000)}`);
        const aDelivered = smtp.deliveries.filter((d) => d.user === 'a').length;
        const aJobs = loggedLines(a.log.out, 'job done').length;
        if (aDelivered >= 20 && aJobs >= 2) {
          const now = await inState();
          if (now.sending >= 25 && now.running >= 14) break;
        }
        await new Promise((r) => setTimeout(r, 20));
      }
      const termAt = Date.now();
      a.child.kill('SIGTERM');
      const exitCode = await a.exited;
      const exitMs = Date.now() - termAt;
      // At A's exit none of the rows it gave back is under its claim any more: each is unclaimed, or
      // already claimed again (by B) after the SIGTERM. A lapse would leave them A's for 30 s.
      const gaveBackMessages = loggedLines<GaveBack>(a.log.out, 'outbox: gave back claimed messages').flatMap(
        (l) => l.ids,
      );
      const gaveBackJobs = loggedLines<GaveBack>(a.log.out, 'jobs: gave back claimed jobs').flatMap((l) => l.ids);
      const stillA = (rows: { claimedAt: Date | null }[]) =>
        rows.filter((r) => r.claimedAt !== null && r.claimedAt.getTime() < termAt);
      const heldMessages = stillA(
        await seed.db
          .select({ id: outboxMessages.id, claimedAt: outboxMessages.claimedAt })
          .from(outboxMessages)
          .where(and(inArray(outboxMessages.id, [0, ...gaveBackMessages]), eq(outboxMessages.status, 'sending'))),
      );
      const heldJobs = stillA(
        await seed.db
          .select({ id: jobs.id, claimedAt: jobs.claimedAt })
          .from(jobs)
          .where(and(inArray(jobs.id, [0, ...gaveBackJobs]), eq(jobs.status, 'running'))),
      );

      let state = await inState();
      while ((state.delivered < MESSAGES || state.done < JOBS) && Date.now() - termAt < 90_000) {
        await new Promise((r) => setTimeout(r, 50));
        state = await inState();
      }
      const drainedMs = Date.now() - termAt;

      // E-mails: what the SMTP server accepted, by the outbox row in the Message-ID.
      const rowOf = (messageId: string) => Number(/^<outbox\.(\d+)\./.exec(messageId)?.[1]);
      const deliveries = countBy(smtp.deliveries.map((d) => rowOf(d.messageId)));
      const doubledMessages = [...deliveries].filter(([, n]) => n > 1).map(([id]) => id);
      const lostMessages = messageIds.filter((id) => !deliveries.has(id));
      const strangers = [...deliveries.keys()].filter((id) => !messageIds.includes(id));
      // Jobs: every run an instance logged, by job id.
      const aRuns = loggedLines<JobDone>(a.log.out, 'job done');
      const bRuns = loggedLines<JobDone>(b.log.out, 'job done');
      const runs = countBy([...aRuns, ...bRuns].map((r) => r.job));
      const doubledJobs = [...runs].filter(([, n]) => n > 1).map(([id]) => id);
      const lostJobs = jobIds.filter((id) => !runs.has(id));
      // When B finished each row A gave back.
      const bDelivered = new Map(smtp.deliveries.filter((d) => d.user === 'b').map((d) => [rowOf(d.messageId), d.at]));
      const bRan = new Map(bRuns.map((r) => [r.job, r.time]));
      const takenOverMs = Math.max(
        ...gaveBackMessages.map((id) => (bDelivered.get(id) ?? Number.POSITIVE_INFINITY) - termAt),
        ...gaveBackJobs.map((id) => (bRan.get(id) ?? Number.POSITIVE_INFINITY) - termAt),
      );

      console.log(
        `SIGTERM backlog run: ${MESSAGES} e-mails, ${JOBS} valuation jobs; A delivered ${
          smtp.deliveries.filter((d) => d.user === 'a').length
        } and ran ${aRuns.length} jobs, then on SIGTERM gave back ${gaveBackMessages.length} messages and ${
          gaveBackJobs.length
        } jobs and exited ${exitCode} after ${exitMs} ms; B delivered ${bDelivered.size} and ran ${bRuns.length}; ` +
          `the given-back rows were done ${takenOverMs} ms after the SIGTERM (a lapsed claim: ${CLAIM_MS} ms), ` +
          `the whole backlog ${drainedMs} ms after it (${termAt - started} ms before it). ` +
          `E-mails: ${deliveries.size} delivered, ${doubledMessages.length} doubled, ${lostMessages.length} lost; ` +
          `jobs: ${runs.size} run, ${doubledJobs.length} doubled, ${lostJobs.length} lost`,
      );

      expect(exitCode).toBe(0);
      expect(a.log.out).toContain('shutting down');
      expect(a.log.out).not.toContain('could not give back');
      expect({ doubledMessages, lostMessages, strangers }).toEqual({
        doubledMessages: [],
        lostMessages: [],
        strangers: [],
      });
      expect({ doubledJobs, lostJobs }).toEqual({ doubledJobs: [], lostJobs: [] });
      expect(state).toMatchObject({ delivered: MESSAGES, done: JOBS, sending: 0, running: 0 });
      // A given-back row lost no attempt, and no row was tried twice.
      const attempts = await seed.db
        .select({ n: outboxMessages.attempts })
        .from(outboxMessages)
        .where(inArray(outboxMessages.id, messageIds));
      expect(new Set(attempts.map((r) => r.n))).toEqual(new Set([1]));
      const jobAttempts = await seed.db.select({ n: jobs.attempts }).from(jobs).where(inArray(jobs.id, jobIds));
      expect(new Set(jobAttempts.map((r) => r.n))).toEqual(new Set([1]));
      // Each job's own effect, once: the four valuations of its appraisal.
      const stored = await seed.db
        .select({ appraisalId: valuationResults.appraisalId, provider: valuationResults.provider })
        .from(valuationResults)
        .where(inArray(valuationResults.appraisalId, appraisalIds));
      const perAppraisal = countBy(stored.map((r) => `${r.appraisalId}:${r.provider}`));
      expect(perAppraisal.size).toBe(JOBS * 4);
      expect([...perAppraisal.values()].every((n) => n === 1)).toBe(true);
      // Release, not lapse: A did hold claims, and B finished them long before they would have lapsed.
      expect(gaveBackMessages.length).toBeGreaterThan(0);
      expect(gaveBackJobs.length).toBeGreaterThan(0);
      expect({ heldMessages, heldJobs }).toEqual({ heldMessages: [], heldJobs: [] });
      expect(takenOverMs).toBeLessThan(CLAIM_MS);
    } finally {
      a.child.kill('SIGKILL');
      b.child.kill('SIGKILL');
      await Promise.all([a.exited, b.exited]);
      await seed.close();
      await smtp.close();
      await rm(dataDir, { recursive: true, force: true });
      await clone.close();
    }
  },
  180_000,
);
