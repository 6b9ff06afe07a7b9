import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { until } from '../../../test/support/until';
import { outboxMessages } from '../../db/schema';
import type { EmailMessage } from '../../integrations/email/port';
import { keptSmsTransport } from '../../integrations/sms/kept-transport';
import { enqueueMessage } from './outbox.service';
import { deliverDue } from './outbox.worker';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.ctx.db.update(outboxMessages).set({ status: 'delivered' });
});

const queue = async (n: number) => {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    const id = await enqueueMessage(t.ctx.db, {
      dealerId: null,
      channel: 'email',
      recipient: `burst-${i}@example.test`,
      subject: 'Your offer',
      body: 'See the link',
      links: [],
    });
    ids.push(id!);
  }
  return ids;
};

/** Where the messages went: every send of every worker, in order. */
function recordingTransports(send: (m: EmailMessage) => Promise<void> = async () => {}) {
  const sent: EmailMessage[] = [];
  const email = {
    name: 'recording',
    send: (m: EmailMessage) => {
      sent.push(m);
      return send(m);
    },
  };
  return { sent, transports: { email, sms: keptSmsTransport } };
}

it('retakes the messages of a worker killed mid-delivery within 30 s, each with the Message-ID it had', async () => {
  const ids = await queue(38);
  // A moment after the enqueue: the database stamps it in microseconds, a Date has milliseconds.
  let clock = Date.now() + 1000;
  const now = () => new Date(clock);
  const options = { now, messageIdDomain: 'app.test' };

  // Worker A claims a batch, hands the first message to the SMTP server and is killed there: it
  // never hears the answer and never renews its claim (killed before its first heartbeat).
  const dying = recordingTransports(() => new Promise<void>(() => {}));
  void deliverDue(t.ctx.db, dying.transports, { ...options, heartbeatMs: 3_600_000 });
  await until(() => dying.sent.length === 1);

  const alive = recordingTransports();
  while ((await deliverDue(t.ctx.db, alive.transports, options)) > 0) {}
  expect(alive.sent).toHaveLength(18);

  clock += 30_000;
  expect(await deliverDue(t.ctx.db, alive.transports, options)).toBe(0);
  clock += 1;
  while ((await deliverDue(t.ctx.db, alive.transports, options)) > 0) {}

  const rows = await t.ctx.db.select().from(outboxMessages).where(inArray(outboxMessages.id, ids));
  expect(rows.every((r) => r.status === 'delivered')).toBe(true);
  expect(alive.sent.map((m) => m.to).sort()).toEqual(rows.map((r) => r.recipient).sort());
  // The one A was sending when it died may have gone out: its retry carries the same Message-ID.
  const interrupted = dying.sent[0]!;
  expect(alive.sent.filter((m) => m.to === interrupted.to).map((m) => m.messageId)).toEqual([interrupted.messageId]);
  expect(new Set(alive.sent.map((m) => m.messageId)).size).toBe(38);
});

it('keeps the messages of a live worker whose send takes longer than 30 s', async () => {
  const [id] = await queue(1);
  let clock = Date.now() + 1000;
  const now = () => new Date(clock);
  let answer = () => {};
  const slow = recordingTransports(() => new Promise<void>((resolve) => (answer = resolve)));
  const pass = deliverDue(t.ctx.db, slow.transports, { now, heartbeatMs: 20 });
  await until(() => slow.sent.length === 1);
  const row = async () => (await t.ctx.db.select().from(outboxMessages).where(eq(outboxMessages.id, id!)))[0]!;
  const claimedAt = (await row()).claimedAt!.getTime();

  clock += 25_000;
  await until(async () => (await row()).claimedAt!.getTime() === clock);
  clock += 25_000;
  const other = recordingTransports();
  expect(await deliverDue(t.ctx.db, other.transports, { now })).toBe(0);
  expect(clock - claimedAt).toBe(50_000);

  answer();
  expect(await pass).toBe(1);
  expect(await row()).toMatchObject({ status: 'delivered', attempts: 1 });
  expect(other.sent).toEqual([]);
});

/**
 * Worker A holds its messages on a clock that stands still (its renewals keep claimed_at where it
 * was, as if they never reached the database), so its claim lapses; B takes them over, and A's
 * clock moves on. Answers both workers' transports and a way to end each one's hanging send.
 */
async function lapsedAndTakenOver(ids: number[], aSend: () => Promise<void>) {
  const base = Date.now() + 1000;
  let aClock = base;
  const a = recordingTransports(aSend);
  const aPass = deliverDue(t.ctx.db, a.transports, { now: () => new Date(aClock), heartbeatMs: 10 });
  await until(() => a.sent.length === 1);

  let answerB = () => {};
  // B's first send waits for the test; its others go out at once.
  const b = recordingTransports(() =>
    b.sent.length > 1 ? Promise.resolve() : new Promise<void>((resolve) => (answerB = resolve)),
  );
  const bClaimedAt = base + 30_001;
  const bOptions = { now: () => new Date(bClaimedAt), heartbeatMs: 3_600_000 };
  // A's renewal may hold the rows' locks for an instant, and B's claim skips locked rows: try again.
  const bSending = new Promise<number>((resolve) => {
    const look = () => (b.sent.length > 0 ? resolve(-1) : setTimeout(look, 10));
    look();
  });
  let bPass = deliverDue(t.ctx.db, b.transports, bOptions);
  while ((await Promise.race([bPass, bSending])) === 0) {
    bPass = deliverDue(t.ctx.db, b.transports, bOptions);
  }
  const rows = () =>
    t.ctx.db.select().from(outboxMessages).where(inArray(outboxMessages.id, ids)).orderBy(outboxMessages.id);
  expect((await rows()).map((r) => r.claimedAt!.getTime())).toEqual(ids.map(() => bClaimedAt));

  aClock = base + 40_000;
  // Twenty of A's heartbeats.
  await new Promise((resolve) => setTimeout(resolve, 200));
  return { a, aPass, b, bPass, answerB: () => answerB(), bClaimedAt, rows };
}

it('never extends the claim of the worker that took over a lapsed one, nor sends the messages it lost', async () => {
  const ids = await queue(2);
  let answerA = () => {};
  const run = await lapsedAndTakenOver(ids, () => new Promise<void>((resolve) => (answerA = resolve)));
  expect((await run.rows()).map((r) => r.claimedAt!.getTime())).toEqual(ids.map(() => run.bClaimedAt));

  // A's send under way went out after all: recorded. The other message is B's now: A leaves it.
  answerA();
  expect(await run.aPass).toBe(2);
  expect(run.a.sent).toHaveLength(1);
  const status = async () => Object.fromEntries((await run.rows()).map((r) => [r.recipient, r.status] as const));
  const both = ['burst-0@example.test', 'burst-1@example.test'];
  const [sentByA] = run.a.sent.map((m) => m.to);
  const [leftToB] = both.filter((to) => to !== sentByA);
  expect(await status()).toEqual({ [sentByA!]: 'delivered', [leftToB!]: 'sending' });

  run.answerB();
  expect(await run.bPass).toBe(2);
  expect(run.b.sent.filter((m) => m.to === leftToB)).toHaveLength(1);
  expect(await status()).toEqual({ [sentByA!]: 'delivered', [leftToB!]: 'delivered' });
});

it('does not let a worker whose claim lapsed reschedule, on its failure, a message another worker is sending', async () => {
  const ids = await queue(1);
  let failA = () => {};
  const run = await lapsedAndTakenOver(
    ids,
    () => new Promise<void>((_resolve, reject) => (failA = () => reject(new Error('421 try later')))),
  );
  failA();
  expect(await run.aPass).toBe(1);
  expect((await run.rows())[0]).toMatchObject({ status: 'sending', lastError: null, attempts: 2 });
  expect((await run.rows())[0]!.claimedAt!.getTime()).toBe(run.bClaimedAt);

  run.answerB();
  expect(await run.bPass).toBe(1);
  expect((await run.rows())[0]).toMatchObject({ status: 'delivered', attempts: 2 });
});
