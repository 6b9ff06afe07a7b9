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
