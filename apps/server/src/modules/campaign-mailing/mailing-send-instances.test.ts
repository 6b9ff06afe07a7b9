import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { vinCheckDigit } from '@dealer/domain';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import { testDriver } from '../../../test/support/driver';
import { newDealer, newUser, TEST_PASSWORD } from '../../../test/support/factories';
import {
  freePort,
  type ServerProcess,
  signInOver,
  startServerProcess,
  waitReady,
} from '../../../test/support/server-process';
import { clonePgDatabase } from '../../../test/support/test-database';
import { type Database, openPg } from '../../db/client';
import { campaignMailingLists, campaigns, outboxMessages, shareInvites } from '../../db/schema';

/**
 * Issue 36 point 1, between real server processes on one PostgreSQL: a 10,000-row mailing list
 * whose sending instance dies (kill -9) or is stopped (SIGTERM) mid-send is finished by the other,
 * and every row is sent exactly once: one e-mail and one form link each, 0 lost, 0 doubled.
 */
const ROWS = 10_000;
const pgOnly = it.skipIf(testDriver() !== 'pg');
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A different car per row (a serial number each, its check digit right). */
function vin(serial: number): string {
  const body = `1HGCM82633A${String(serial).padStart(6, '0')}`;
  return `${body.slice(0, 8)}${vinCheckDigit(body)}${body.slice(9)}`;
}

async function waitFor<T>(what: string, ms: number, check: () => Promise<T | undefined | false>): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

interface World {
  url: string;
  db: Database;
  dataDir: string;
  email: string;
  dealerId: number;
  campaignId: number;
}

async function world(): Promise<World> {
  const clone = await clonePgDatabase();
  const dataDir = await mkdtemp(join(tmpdir(), 'mailing-instances-'));
  const db = openPg(clone.url, 2);
  cleanups.push(async () => {
    await db.close();
    await clone.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  const dealer = await newDealer(db.db);
  const user = await newUser(db.db, { dealerIds: [dealer.id], roles: ['DEALER_ADMIN'] });
  const [campaign] = await db.db
    .insert(campaigns)
    .values({ dealerId: dealer.id, name: 'Winter event', typeId: 2 })
    .returning();
  return { url: clone.url, db, dataDir, email: user.email, dealerId: dealer.id, campaignId: campaign!.id };
}

/** An instance on the world's database, its files shared (the list's rows) as a bucket would be. */
async function instance(w: World): Promise<{ server: ServerProcess; port: number }> {
  const port = await freePort();
  const server = startServerProcess({
    databaseUrl: w.url,
    port,
    dataDir: w.dataDir,
    env: { JOB_POLL_MS: '200', OUTBOX_POLL_MS: '60000', PUBLIC_URL: `http://127.0.0.1:${port}` },
  });
  cleanups.push(async () => {
    server.child.kill('SIGKILL');
    await server.exited;
  });
  await waitReady(port, server.log);
  return { server, port };
}

/** Signs in on the instance, uploads the list and starts its send; answers the list's uid. */
async function startSend(w: World, port: number): Promise<string> {
  const base = `http://127.0.0.1:${port}`;
  const cookie = await signInOver(port, w.email, TEST_PASSWORD);
  const headers = { cookie, 'x-dealer-id': String(w.dealerId), 'content-type': 'application/json' };
  const csv = ['vin,email', ...Array.from({ length: ROWS }, (_, i) => `${vin(i)},row${i}@crash.test`)].join('\n');
  const upload = await fetch(`${base}/api/dealer_campaigns/${w.campaignId}/documents`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      name: 'big.csv',
      size: Buffer.byteLength(csv),
      content: Buffer.from(csv).toString('base64'),
    }),
  });
  expect(upload.status, await upload.clone().text()).toBe(200);
  const { uid } = (await upload.json()) as { uid: string };
  const send = await fetch(`${base}/api/dealer_campaigns/document/${uid}/sendEmail`, { headers });
  expect(send.status).toBe(200);
  expect(((await send.json()) as { message: string }).message).toBe('Sending 10,000 emails.');
  return uid;
}

async function listState(w: World, uid: string) {
  const [row] = await w.db.db
    .select({
      send_state: campaignMailingLists.sendState,
      send_cursor: campaignMailingLists.sendCursor,
      sent_count: campaignMailingLists.sentCount,
    })
    .from(campaignMailingLists)
    .where(eq(campaignMailingLists.uid, uid));
  return row!;
}

/** Each row's e-mail and form link, counted: how many rows have none (lost) and how many more than one. */
async function countRows(w: World, uid: string) {
  const [m] = await w.db.db
    .select({ n: sql<number>`count(*)::int`, keys: sql<number>`count(DISTINCT ${outboxMessages.idempotencyKey})::int` })
    .from(outboxMessages)
    .where(like(outboxMessages.idempotencyKey, `mailing:${uid}:%`));
  const [l] = await w.db.db
    .select({ n: sql<number>`count(*)::int`, people: sql<number>`count(DISTINCT ${shareInvites.recipient})::int` })
    .from(shareInvites)
    .where(and(eq(shareInvites.dealerId, w.dealerId), like(shareInvites.recipient, '%@crash.test')));
  return { mails: m!.n, lost: ROWS - m!.keys, doubled: m!.n - m!.keys + (l!.n - l!.people), links: l!.n };
}

pgOnly(
  'kill -9 of the sending instance mid-send: the other finishes it, each of 10,000 rows sent once',
  async () => {
    const w = await world();
    const a = await instance(w);
    const started = Date.now();
    const uid = await startSend(w, a.port);
    const atKill = await waitFor('1,000 rows sent on A', 60_000, async () => {
      const s = await listState(w, uid);
      return s.send_cursor >= 1000 && s;
    });
    a.server.child.kill('SIGKILL');
    await a.server.exited;
    const killedAt = Date.now();
    // B starts after the kill: only it can finish, once A's claim on the job lapses.
    await instance(w);
    await waitFor('the send finished on B', 120_000, async () => (await listState(w, uid)).send_state === 'sent');
    const counts = await countRows(w, uid);
    console.log(
      `mailing send, kill -9: ${ROWS} rows; A sent ${atKill.send_cursor} before the kill ` +
        `(${((killedAt - started) / 1000).toFixed(1)} s after the call), B finished ${((Date.now() - killedAt) / 1000).toFixed(1)} s ` +
        `after it (the 30 s claim lapse included); e-mails ${counts.mails}, links ${counts.links}, lost ${counts.lost}, doubled ${counts.doubled}`,
    );
    expect(counts).toEqual({ mails: ROWS, lost: 0, doubled: 0, links: ROWS });
    expect(await listState(w, uid)).toMatchObject({ send_cursor: ROWS, sent_count: ROWS });
  },
  240_000,
);

pgOnly(
  'SIGTERM of the sending instance mid-send: it gives the job back and the other resumes at once',
  async () => {
    const w = await world();
    const [a, b] = [await instance(w), await instance(w)];
    const uid = await startSend(w, a.port);
    await waitFor('1,000 rows sent', 60_000, async () => (await listState(w, uid)).send_cursor >= 1000);
    a.server.child.kill('SIGTERM');
    expect(await a.server.exited).toBe(0);
    const stoppedAt = Date.now();
    const afterA = await listState(w, uid);
    expect(afterA.send_state).toBe('sending');
    const moved = await waitFor('B resumes the send', 20_000, async () => {
      const s = await listState(w, uid);
      return s.send_cursor > afterA.send_cursor && Date.now();
    });
    await waitFor('the send finished', 120_000, async () => (await listState(w, uid)).send_state === 'sent');
    const counts = await countRows(w, uid);
    console.log(
      `mailing send, SIGTERM: ${ROWS} rows; A sent ${afterA.send_cursor}, B resumed ${((moved - stoppedAt) / 1000).toFixed(1)} s after A exited ` +
        `(well inside the 30 s claim); e-mails ${counts.mails}, lost ${counts.lost}, doubled ${counts.doubled}`,
    );
    // Resumed long before A's claim could have lapsed: A gave the job back.
    expect(moved - stoppedAt).toBeLessThan(20_000);
    expect(counts).toEqual({ mails: ROWS, lost: 0, doubled: 0, links: ROWS });
    expect(b.server.log.out).not.toMatch(/"level":50/);
  },
  240_000,
);
