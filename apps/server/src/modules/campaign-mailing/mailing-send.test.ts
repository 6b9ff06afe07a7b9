import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mailingSendMessage } from '@dealer/domain';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newDealer, newUser } from '../../../test/support/factories';
import { openSse, within } from '../../../test/support/sse-client';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { campaigns, jobs, outboxMessages, shareInvites } from '../../db/schema';
import { makeVin, VEHICLE_PATTERNS } from '../../db/seed/vehicles';
import { SEND_BATCH } from './mailing-send.service';

/**
 * Issue 36 point 1: sending a mailing list is a job. The call answers at once; the job sends each
 * row once, in batches that commit with their progress; it gives itself back between batches when
 * its instance stops, resumes where it stopped, reports progress live, and can be cancelled.
 * Jobs run only when the test says (jobWorker 'manual'), so every interleaving here is exact.
 */
let t: TestApp;
let base: string;
let dealerId: number;
let campaignId: number;
let admin: string;
let sales: string;
let other: { cookie: string; dealerId: number };

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: await mkdtemp(join(tmpdir(), 'mailing-send-')) }, { jobWorker: 'manual' });
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  dealerId = (await newDealer(t.ctx.db)).id;
  const [campaign] = await t.ctx.db.insert(campaigns).values({ dealerId, name: 'Fall event', typeId: 2 }).returning();
  campaignId = campaign!.id;
  admin = await t.login((await newUser(t.ctx.db, { dealerIds: [dealerId], roles: ['DEALER_ADMIN'] })).email);
  sales = await t.login((await newUser(t.ctx.db, { dealerIds: [dealerId], roles: ['SALES_MANAGER'] })).email);
  const otherDealer = await newDealer(t.ctx.db);
  other = {
    dealerId: otherDealer.id,
    cookie: await t.login((await newUser(t.ctx.db, { dealerIds: [otherDealer.id], roles: ['DEALER_ADMIN'] })).email),
  };
}, 60_000);
afterAll(() => t.close());

const headers = (cookie = admin, dealer = dealerId) => ({ cookie, 'x-dealer-id': String(dealer) });
const call = (method: 'GET' | 'POST', url: string, cookie = admin, dealer = dealerId) =>
  t.app.inject({ method, url: `/api${url}`, headers: headers(cookie, dealer) });

/** A list of `valid` good rows (a domain each), then one row without a VIN. */
async function uploadList(domain: string, valid: number): Promise<string> {
  const rows = Array.from({ length: valid }, (_, i) => {
    const p = VEHICLE_PATTERNS[i % VEHICLE_PATTERNS.length]!;
    return `${makeVin(p, p.years[0], 70_000 + i)},c${i}@${domain}`;
  });
  const csv = new TextEncoder().encode(['vin,email', ...rows, `,broken@${domain}`].join('\n'));
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/dealer_campaigns/${campaignId}/documents`,
    headers: headers(),
    payload: { name: `${domain}.csv`, size: csv.length, content: Buffer.from(csv).toString('base64') },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().uid;
}

const mailsOf = (domain: string) =>
  t.ctx.db
    .select()
    .from(outboxMessages)
    .where(like(outboxMessages.recipient, `%@${domain}`));
const invitesOf = (domain: string) =>
  t.ctx.db
    .select()
    .from(shareInvites)
    .where(like(shareInvites.recipient, `%@${domain}`));
async function progressOf(uid: string) {
  const lists = (await call('GET', `/dealer_campaigns/${campaignId}/documents`)).json();
  return lists.documents.find((d: { uid: string }) => d.uid === uid).send;
}

/** Runs the due jobs once, telling them to stop after `batches` batches were committed. */
async function runJobsStoppingAfter(batches: number) {
  const stopping = new AbortController();
  const kick = t.ctx.kickOutbox;
  let committed = 0;
  // The send kicks the outbox after each committed batch: the moment to say "the instance stops".
  t.ctx.kickOutbox = () => {
    if (++committed >= batches) stopping.abort();
  };
  try {
    await t.runJobs(stopping.signal);
  } finally {
    t.ctx.kickOutbox = kick;
  }
}

describe('sending a mailing list as a job', () => {
  it('answers at once, sends each row once across a stop and a resume, and says where it stands live', async () => {
    const domain = 'resume.test';
    const uid = await uploadList(domain, 2 * SEND_BATCH + 50);
    const stream = openSse(`${base}/api/user/events`, { cookie: admin, 'x-dealer-id': String(dealerId) });
    const salesStream = openSse(`${base}/api/user/events`, { cookie: sales, 'x-dealer-id': String(dealerId) });
    await within(5000, () => stream.of('ready').length === 1 && salesStream.of('ready').length === 1);

    const started = await call('GET', `/dealer_campaigns/document/${uid}/sendEmail`);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({ message: 'Sending 450 emails.', progress: { state: 'sending', left: 451 } });
    // Nothing is sent by the call itself.
    expect(await mailsOf(domain)).toHaveLength(0);
    // Asked again while it sends (a double click, a proxy's retry): the same job, not a second one.
    const again = await call('GET', `/dealer_campaigns/document/${uid}/sendEmail`);
    expect(again.json().jobId).toBe(started.json().jobId);
    expect(await t.ctx.db.select().from(jobs).where(eq(jobs.kind, 'mailing.send'))).toHaveLength(1);

    // The instance stops after the first batch: the job goes back to the queue unfinished.
    await runJobsStoppingAfter(1);
    expect(await mailsOf(domain)).toHaveLength(SEND_BATCH);
    expect(await progressOf(uid)).toMatchObject({ state: 'sending', sent: SEND_BATCH, left: 251 });
    const [job] = await t.ctx.db.select().from(jobs).where(eq(jobs.id, started.json().jobId));
    expect(job).toMatchObject({ status: 'pending', attempts: 0, claimedAt: null });

    // Another pass (another instance) resumes at the cursor and finishes.
    await t.runJobs();
    const mails = await mailsOf(domain);
    expect(mails).toHaveLength(450);
    expect(new Set(mails.map((m) => m.recipient)).size).toBe(450);
    expect(await invitesOf(domain)).toHaveLength(450);
    const done = await progressOf(uid);
    expect(done).toEqual({ uid, campaignId, state: 'sent', total: 451, sent: 450, failed: 1, skipped: 0, left: 0 });
    expect(mailingSendMessage(done)).toBe('Sent 450 emails. Not sent: 1 row with errors or duplicates.');
    expect((await call('GET', `/dealer_campaigns/document/${uid}/sendEmail`)).statusCode).toBe(409);

    // The page saw each batch land, the last one finished; roles that may not upload lists saw none.
    await within(5000, () => stream.of('mailing-progress').some((e) => JSON.parse(e.data).state === 'sent'));
    const seen = stream.of('mailing-progress').map((e) => JSON.parse(e.data));
    expect(seen.map((p) => p.sent)).toEqual([200, 400, 450]);
    expect(seen.at(-1)).toEqual(done);
    expect(salesStream.of('mailing-progress')).toHaveLength(0);
    stream.close();
    salesStream.close();
  }, 60_000);

  it('a cancel stops the send at the next batch: what went stays counted, the rest never goes', async () => {
    const domain = 'cancel.test';
    const uid = await uploadList(domain, 2 * SEND_BATCH);
    await call('GET', `/dealer_campaigns/document/${uid}/sendEmail`);
    await runJobsStoppingAfter(1);
    const cancelled = await call('POST', `/dealer_campaigns/document/${uid}/cancelSend`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ state: 'cancelled', sent: SEND_BATCH, left: SEND_BATCH + 1 });
    await t.runJobs();
    expect(await mailsOf(domain)).toHaveLength(SEND_BATCH);
    expect(await progressOf(uid)).toMatchObject({ state: 'cancelled', sent: SEND_BATCH });
    // Not sending any more: cancelling again or sending again is refused.
    const twice = await call('POST', `/dealer_campaigns/document/${uid}/cancelSend`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe('This mailing list is not being sent.');
    expect((await call('GET', `/dealer_campaigns/document/${uid}/sendEmail`)).statusCode).toBe(409);
  }, 60_000);

  it('a cancel before the job runs sends nothing', async () => {
    const domain = 'early.test';
    const uid = await uploadList(domain, 3);
    await call('GET', `/dealer_campaigns/document/${uid}/sendEmail`);
    expect((await call('POST', `/dealer_campaigns/document/${uid}/cancelSend`)).json()).toMatchObject({
      state: 'cancelled',
      sent: 0,
      left: 4,
    });
    await t.runJobs();
    expect(await mailsOf(domain)).toHaveLength(0);
  });

  it('only the dealer’s admins may cancel: other roles 403, another dealer 404', async () => {
    const uid = await uploadList('guard.test', 2);
    await call('GET', `/dealer_campaigns/document/${uid}/sendEmail`);
    expect((await call('POST', `/dealer_campaigns/document/${uid}/cancelSend`, sales)).statusCode).toBe(403);
    const foreign = await call('POST', `/dealer_campaigns/document/${uid}/cancelSend`, other.cookie, other.dealerId);
    expect(foreign.statusCode).toBe(404);
    expect(await progressOf(uid)).toMatchObject({ state: 'sending' });
    await t.runJobs();
    expect(await progressOf(uid)).toMatchObject({ state: 'sent', sent: 2 });
  });
});
