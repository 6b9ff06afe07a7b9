import { execFile, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { testDriver } from '../../test/support/driver';
import { newAppraisal, newDealer, newUser } from '../../test/support/factories';
import { withDatabase } from '../../test/support/global-setup';
import { createTestAppOn, type TestApp } from '../../test/support/test-app';
import { openPg } from './client';
import { migrateDatabase } from './migrate';

const run = promisify(execFile);
const TOOLS = ['pg_dump', 'createdb', 'pg_restore'] as const;
type Tool = (typeof TOOLS)[number];

const onPath = (tool: string): boolean => {
  try {
    execFileSync('which', [tool], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

/**
 * The commands docs/operations.md gives for backup and restore, one per tool, read from the page
 * itself: the test runs what an operator would paste, so the page cannot drift from what works.
 */
function documentedCommands(): Record<Tool, string> {
  const page = readFileSync(join(import.meta.dirname, '..', '..', '..', '..', 'docs', 'operations.md'), 'utf8');
  const section = page.split('\n## Backup and restore\n')[1]?.split('\n## ')[0] ?? '';
  const lines = section.split('\n').map((l) => l.trim());
  const commands = {} as Record<Tool, string>;
  for (const tool of TOOLS) {
    const found = lines.filter((l) => l.startsWith(`${tool} `));
    if (found.length !== 1) throw new Error(`operations.md gives ${found.length} ${tool} commands, expected 1`);
    commands[tool] = found[0]!;
  }
  return commands;
}

const server = process.env.TEST_DATABASE_URL;
const runnable = testDriver() === 'pg' && TOOLS.every(onPath);

/** Backup and restore, end to end, with the commands of docs/operations.md (PostgreSQL only). */
describe.skipIf(!runnable)('backup with pg_dump, restore with pg_restore into a fresh database', () => {
  const suffix = randomBytes(6).toString('hex');
  const sourceName = `dealer_admin_bk_${suffix}`;
  const restoredName = `dealer_admin_rs_${suffix}`;
  const apps: TestApp[] = [];
  let dir = '';

  afterAll(async () => {
    for (const app of apps) await app.close().catch(() => {});
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    for (const name of [sourceName, restoredName]) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('restores every row, the migrations journal and live sessions; the app starts ready on it', async () => {
    const commands = documentedCommands();
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    await admin.query(`create database ${sourceName}`);
    await admin.end();
    const sourceUrl = withDatabase(server!, sourceName);
    const restoredUrl = withDatabase(server!, restoredName);

    // A live database: migrated as at start, with a dealer, a user and an appraisal, and a session.
    const sourceDb = openPg(sourceUrl, 2);
    await migrateDatabase(sourceDb);
    const source = await createTestAppOn(sourceDb);
    apps.push(source);
    const dealer = await newDealer(source.ctx.db);
    const user = await newUser(source.ctx.db, { dealerIds: [dealer.id], roles: ['APPRAISER'] });
    const appraisal = await newAppraisal(source.ctx.db, dealer.id, {
      vin: '4T1B11HK5NU123456',
      year: 2022,
      make: 'Toyota',
      model: 'Camry',
      mileage: 40_000,
    });
    const cookie = await source.login(user.email);
    const headers = { cookie, 'x-dealer-id': String(dealer.id) };
    const read = (app: TestApp, h: Record<string, string>) =>
      app.app.inject({ method: 'GET', url: `/api/appraisals/${appraisal.id}`, headers: h });
    const before = await read(source, headers);
    expect(before.statusCode).toBe(200);

    // The page's commands, as written, with its variables set (the source stays open, as in production).
    dir = await mkdtemp(join(tmpdir(), 'backup-restore-'));
    const env = {
      ...process.env,
      DATABASE_URL: sourceUrl,
      ADMIN_URL: server!,
      RESTORE_DB: restoredName,
      RESTORE_URL: restoredUrl,
    };
    const sh = (command: string) => run('sh', ['-c', command], { cwd: dir, env });
    const dumpStarted = performance.now();
    await sh(commands.pg_dump);
    const dumpMs = performance.now() - dumpStarted;
    const restoreStarted = performance.now();
    await sh(commands.createdb);
    await sh(commands.pg_restore);
    const restoreMs = performance.now() - restoreStarted;
    const { size } = await stat(join(dir, 'dealer_admin.dump'));
    console.info(
      `backup-restore: pg_dump ${Math.round(dumpMs)} ms (${Math.round(size / 1024)} KiB), ` +
        `createdb + pg_restore ${Math.round(restoreMs)} ms`,
    );

    // An instance on the restored database, before any migration runs: the journal came with it.
    const restored = await createTestAppOn(openPg(restoredUrl, 2));
    apps.push(restored);
    const ready = await restored.app.inject({ method: 'GET', url: '/api/ready' });
    expect({ status: ready.statusCode, body: ready.json() }).toEqual({ status: 200, body: { status: 'ready' } });

    // The session from before the backup still opens the appraisal, which reads as it did.
    const after = await read(restored, headers);
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual(before.json());
    // A fresh sign-in works too (the user's password hash and memberships came with it).
    const fresh = await restored.login(user.email);
    expect((await read(restored, { cookie: fresh, 'x-dealer-id': String(dealer.id) })).statusCode).toBe(200);

    // What main.ts does at start: migrating the restored database finds nothing to do.
    await migrateDatabase(restored.database);
    expect((await restored.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  }, 120_000);
});
