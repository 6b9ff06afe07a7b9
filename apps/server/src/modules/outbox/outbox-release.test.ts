import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { until } from '../../../test/support/until';
import { outboxMessages } from '../../db/schema';
import type { EmailMessage } from '../../integrations/email/port';
import { keptSmsTransport } from '../../integrations/sms/kept-transport';
import { enqueueMessage } from './outbox.service';
import { deliverDue, startOutboxWorker } from './outbox.worker';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.ctx.db.update(outboxMessages).set({ status: 'delivered' });
});
afterAll(() => t.close());

const rowsOf = (ids: number[]) =>
  t.ctx.db.select().from(outboxMessages).where(inArray(outboxMessages.id, ids)).orderBy(outboxMessages.id);

it('a stopping worker finishes the message in hand and gives back the rest of its claim, only its own', async () => {
  const ids: number[] = [];
  for (let i = 0; i < 5; i++) {
    const id = await enqueueMessage(t.ctx.db, {
      dealerId: null,
      channel: 'email',
      recipient: `stop-${i}@example.test`,
      subject: 'Your offer',
      body: 'See the link',
      links: [],
    });
    ids.push(id!);
  }
  // A moment after the enqueue: the database stamps it in microseconds, a Date has milliseconds.
  const clock = new Date(Date.now() + 1000);
  const now = () => clock;
  const sent: string[] = [];
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const slow = {
    name: 'slow',
    send: async (m: EmailMessage) => {
      sent.push(m.to);
      await gate;
    },
  };
  const worker = startOutboxWorker(t.ctx.db, { email: slow, sms: keptSmsTransport }, 3_600_000, t.app.log, {
    now,
    heartbeatMs: 3_600_000,
  });
  worker.kick();
  await until(() => sent.length === 1);
  // Meanwhile another worker took over the second message (this one's claim had lapsed there).
  const theirs = new Date(clock.getTime() + 5);
  await t.ctx.db.update(outboxMessages).set({ claimedAt: theirs }).where(eq(outboxMessages.id, ids[1]!));

  const stopped = worker.stop();
  release();
  await stopped;
  expect(sent).toEqual(['stop-0@example.test']);
  const [first, second, ...rest] = await rowsOf(ids);
  expect(first).toMatchObject({ status: 'delivered' });
  expect(second).toMatchObject({ status: 'sending', claimedAt: theirs, attempts: 1 });
  for (const row of rest) expect(row).toMatchObject({ status: 'pending', claimedAt: null, attempts: 0 });

  // Another instance sends them at once, not after the claim would have expired.
  const other: string[] = [];
  const recording = { name: 'recording', send: async (m: EmailMessage) => void other.push(m.to) };
  expect(await deliverDue(t.ctx.db, { email: recording, sms: keptSmsTransport }, { now })).toBe(3);
  expect(other.sort()).toEqual(['stop-2@example.test', 'stop-3@example.test', 'stop-4@example.test']);
});
