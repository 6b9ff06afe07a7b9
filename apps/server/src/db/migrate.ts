import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROLES } from '@dealer/domain';
import { sql } from 'drizzle-orm';
import type { MigrationConfig } from 'drizzle-orm/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import type { Database, Db, Schema } from './client';
import * as schema from './schema';
import { roles } from './schema';

/**
 * The key of the advisory lock migrating runs under (any fixed number, the same in every instance):
 * instances started at once on an empty database queue on it, so one migrates and the others then
 * find nothing to do, instead of racing to CREATE the same tables.
 */
const MIGRATION_LOCK = 3_640_201_736;

/** Next to the source in development; copied beside main.js by the build. */
export function migrationsFolder(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [join(here, 'migrations'), join(here, 'db', 'migrations')];
  const found = candidates.find((p) => existsSync(join(p, 'meta', '_journal.json')));
  if (!found) throw new Error(`Migrations folder not found near ${here}`);
  return found;
}

export async function migrateDatabase(database: Database): Promise<void> {
  const config: MigrationConfig = { migrationsFolder: migrationsFolder() };
  // drizzle's migrators are typed per driver; the handle is the same object under our common type.
  if (database.driver === 'pglite') {
    // A PGlite data directory is opened by one process only: nobody can migrate it alongside.
    await migratePglite(database.db as unknown as PgliteDatabase<Schema>, config);
    await syncRoles(database.db);
    return;
  }
  await underMigrationLock(database.db, async (db) => {
    await migratePg(db, config);
    await syncRoles(db as unknown as Db);
  });
}

/**
 * Runs `migrate` on one connection of the pool holding the migration lock (a session lock lives on
 * its connection, so everything it guards runs there), released after. A connection that failed is
 * closed rather than returned, so a lock can never stay behind in the pool.
 */
async function underMigrationLock(db: Db, migrate: (db: NodePgDatabase<Schema>) => Promise<void>): Promise<void> {
  const pool = (db as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  let failure: Error | undefined;
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migrate(drizzlePg(client, { schema }));
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } catch (err) {
    failure = err instanceof Error ? err : new Error(String(err));
    throw err;
  } finally {
    client.release(failure);
  }
}

/** The roles table mirrors packages/domain, the single source of role names and ids. */
async function syncRoles(db: Db): Promise<void> {
  await db
    .insert(roles)
    .values(ROLES.map((r) => ({ id: r.id, name: r.name, abbrev: r.abbrev, summary: r.summary })))
    .onConflictDoUpdate({
      target: roles.id,
      set: { name: sql`excluded.name`, abbrev: sql`excluded.abbrev`, summary: sql`excluded.summary` },
    });
}
