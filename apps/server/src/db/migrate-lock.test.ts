import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDriver } from '../../test/support/driver';
import { withDatabase } from '../../test/support/global-setup';
import { freePort, startServerProcess } from '../../test/support/server-process';
import { openPg } from './client';
import { migrateDatabase, migrationsFolder } from './migrate';

const server = process.env.TEST_DATABASE_URL;
const migrationCount = () =>
  (JSON.parse(readFileSync(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] })
    .entries.length;

/** Migrations started at once on an empty database: one runs them, the others wait and find nothing to do. */
describe.skipIf(testDriver() !== 'pg')('migrating from several instances at once', () => {
  let admin: pg.Client;
  let name: string;
  let url: string;
  beforeEach(async () => {
    admin = new pg.Client({ connectionString: server });
    await admin.connect();
    name = `dealer_admin_m_${randomBytes(6).toString('hex')}`;
    await admin.query(`create database ${name}`);
    url = withDatabase(server!, name);
  });
  afterEach(async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  const journal = async () => {
    const check = new pg.Client({ connectionString: url });
    await check.connect();
    try {
      const { rows } = await check.query<{ n: number; distinct: number }>(
        'select count(*)::int as n, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations',
      );
      return rows[0];
    } finally {
      await check.end();
    }
  };

  it('applies each migration once when three pools migrate concurrently', async () => {
    const pools = [openPg(url, 2), openPg(url, 2), openPg(url, 2)];
    try {
      await Promise.all(pools.map((p) => migrateDatabase(p)));
    } finally {
      await Promise.all(pools.map((p) => p.close()));
    }
    expect(await journal()).toEqual({ n: migrationCount(), distinct: migrationCount() });
  });

  it('brings up three server processes started at once, none logging an error', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'migrate-lock-'));
    const ports = [await freePort(), await freePort(), await freePort()];
    const servers = ports.map((port, i) =>
      startServerProcess({ databaseUrl: url, port, dataDir: join(dataDir, String(i)) }),
    );
    const ready = async (port: number) => {
      try {
        return (await fetch(`http://127.0.0.1:${port}/api/ready`)).status === 200;
      } catch {
        return false;
      }
    };
    try {
      const deadline = Date.now() + 40_000;
      while (!(await Promise.all(ports.map(ready))).every(Boolean) && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(await Promise.all(ports.map(ready))).toEqual([true, true, true]);
      expect(servers.map((s) => s.child.exitCode)).toEqual([null, null, null]);
    } finally {
      for (const { child } of servers) child.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    }
    // pino's level 50 and up is an error; anything on stderr would be a crash.
    for (const { out } of servers.map((s) => s.log)) {
      const errors = out
        .split('\n')
        .filter(Boolean)
        .filter((line) => !line.startsWith('{') || (JSON.parse(line) as { level: number }).level >= 50);
      expect(errors).toEqual([]);
    }
    expect(await journal()).toEqual({ n: migrationCount(), distinct: migrationCount() });
  }, 60_000);
});
