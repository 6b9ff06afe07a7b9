import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, newPglite, openPg, openPglite } from '../../src/db/client';
import { testDriver } from './driver';
import { withDatabase } from './global-setup';

/** A private, migrated database for one test file, dropped by close(). */
export async function cloneTestDatabase(): Promise<Database> {
  const template = inject('dbTemplate');
  if (testDriver() === 'pglite') {
    return openPglite(newPglite(undefined, new Blob([readFileSync(template)])));
  }
  const { url, close } = await clonePgDatabase();
  const database = openPg(url, 4);
  return {
    ...database,
    async close() {
      await database.close();
      await close();
    },
  };
}

/** PostgreSQL only: a private copy of the migrated template, by URL, for a test that opens its own pool. */
export async function clonePgDatabase(): Promise<{ url: string; close(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL!;
  const name = `dealer_admin_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('dbTemplate')}`);
  return {
    url: withDatabase(url, name),
    async close() {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
