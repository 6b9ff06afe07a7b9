import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { newPglite, openPg, openPglite } from '../../src/db/client';
import { migrateDatabase } from '../../src/db/migrate';
import { testDriver } from './driver';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: path of a tarball of a migrated database. PostgreSQL: name of a migrated template database. */
    dbTemplate: string;
  }
}

/** Migrates once per run; each test file then starts from a copy (see test-database.ts). */
export default async function setup(project: TestProject) {
  if (testDriver() === 'pglite') {
    const client = newPglite();
    await migrateDatabase(openPglite(client));
    const dump = await client.dumpDataDir('none');
    const file = join(tmpdir(), `dealer-admin-template-${process.pid}.tar`);
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    await client.close();
    project.provide('dbTemplate', file);
    return;
  }
  const url = process.env.TEST_DATABASE_URL!;
  const template = `dealer_admin_tpl_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${template}`);
  await admin.query(`CREATE DATABASE ${template}`);
  const database = openPg(withDatabase(url, template), 1);
  await migrateDatabase(database);
  await database.close();
  project.provide('dbTemplate', template);
  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await admin.end();
  };
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
