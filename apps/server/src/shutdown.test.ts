import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { testDriver } from '../test/support/driver';
import { newAppraisals, newDealer, newUser, TEST_PASSWORD } from '../test/support/factories';
import {
  freePort,
  get,
  loggedLines,
  type Outcome,
  signInOver,
  startServerProcess,
  waitReady,
} from '../test/support/server-process';
import { clonePgDatabase } from '../test/support/test-database';
import { openPg } from './db/client';

const startServer = (url: string, port: number, dataDir: string) =>
  startServerProcess({
    databaseUrl: url,
    port,
    dataDir,
    logLevel: 'info',
    env: { LOGIN_MAX_ATTEMPTS_PER_IP: '10000' },
  });

/** The ids of the requests the server read, from its JSON log lines. */
function loggedIds(out: string, msg: string): Set<string> {
  return new Set(loggedLines<{ reqId?: string }>(out, msg).flatMap((e) => (e.reqId ? [e.reqId] : [])));
}

/**
 * SIGTERM one of two instances in the middle of a burst of list requests: every request it had read
 * gets its answer; a connection it refused (or closed before reading anything on it) goes to the
 * other instance, as a proxy would send it.
 */
it.skipIf(testDriver() !== 'pg')(
  'a SIGTERM mid-burst cuts no request the instance had accepted',
  async () => {
    const clone = await clonePgDatabase();
    const dataDir = await mkdtemp(join(tmpdir(), 'shutdown-'));
    const seed = openPg(clone.url, 2);
    const dealer = await newDealer(seed.db);
    const user = await newUser(seed.db, { dealerIds: [dealer.id], roles: ['DEALER_ADMIN'] });
    await newAppraisals(seed.db, dealer.id, 300);
    await seed.close();

    const [portA, portB] = [await freePort(), await freePort()];
    const a = startServer(clone.url, portA, join(dataDir, 'a'));
    const b = startServer(clone.url, portB, join(dataDir, 'b'));
    try {
      await Promise.all([waitReady(portA, a.log), waitReady(portB, b.log)]);
      const cookie = await signInOver(portA, user.email, TEST_PASSWORD);
      const headers = (id: string) => ({ cookie, 'x-dealer-id': String(dealer.id), 'x-request-id': id });
      const path = `/api/appraisals?range=${encodeURIComponent('[0,49]')}`;

      const TOTAL = 200;
      const outcomes = new Map<string, Outcome>();
      let next = 0;
      let answered = 0;
      const lane = async () => {
        while (next < TOTAL) {
          const id = `burst-${String(next++).padStart(4, '0')}`;
          const outcome = await get(portA, path, headers(id));
          outcomes.set(id, outcome);
          if ('status' in outcome && outcome.status === 200 && ++answered === 60) a.child.kill('SIGTERM');
        }
      };
      await Promise.all(Array.from({ length: 6 }, lane));
      const exitCode = await a.exited;

      const read = new Set([...loggedIds(a.log.out, 'incoming request')].filter((id) => outcomes.has(id)));
      const completed = loggedIds(a.log.out, 'request completed');
      const ok = [...outcomes].filter(([, o]) => 'status' in o && o.status === 200);
      const shed = [...outcomes].filter(([, o]) => 'status' in o && o.status !== 200);
      const failed = [...outcomes].filter(([, o]) => 'error' in o);
      // A failure on a request the instance had read would be a cut request.
      const cut = failed.filter(([id]) => read.has(id));
      const refused = failed.filter(([, o]) => 'error' in o && o.error === 'ECONNREFUSED');
      const unread = failed.filter(([id, o]) => !read.has(id) && 'error' in o && o.error !== 'ECONNREFUSED');
      // What a proxy does with a refused connection: the other instance answers it.
      const retried = await Promise.all([...shed, ...failed].map(async ([id]) => get(portB, path, headers(`${id}-b`))));
      console.log(
        `SIGTERM run: ${TOTAL} requests to instance A: ${ok.length} answered 200, ${shed.length} answered 503 while closing, ` +
          `${refused.length} connections refused, ${unread.length} closed unread, ${cut.length} cut; ` +
          `${retried.filter((o) => 'status' in o && o.status === 200).length}/${retried.length} of those answered by B; A exited ${exitCode}`,
      );
      expect(cut).toEqual([]);
      expect([...read].filter((id) => !completed.has(id))).toEqual([]);
      for (const id of read) expect(outcomes.get(id)).toHaveProperty('status');
      expect(ok.length).toBeGreaterThanOrEqual(60);
      expect(ok.length + shed.length + failed.length).toBe(TOTAL);
      expect(retried.every((o) => 'status' in o && o.status === 200)).toBe(true);
      expect(exitCode).toBe(0);
      expect(a.log.out).toContain('shutting down');
    } finally {
      a.child.kill('SIGKILL');
      b.child.kill('SIGKILL');
      await Promise.all([a.exited, b.exited]);
      await rm(dataDir, { recursive: true, force: true });
      await clone.close();
    }
  },
  60_000,
);
