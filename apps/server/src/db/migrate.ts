import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROLES } from '@dealer/domain';
import { sql } from 'drizzle-orm';
import type { MigrationConfig } from 'drizzle-orm/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database, Schema } from './client';
import { roles } from './schema';

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
  if (database.driver === 'pglite') await migratePglite(database.db as unknown as PgliteDatabase<Schema>, config);
  else await migratePg(database.db as unknown as NodePgDatabase<Schema>, config);
  await syncRoles(database);
}

/** The roles table mirrors packages/domain, the single source of role names and ids. */
async function syncRoles({ db }: Database): Promise<void> {
  await db
    .insert(roles)
    .values(ROLES.map((r) => ({ id: r.id, name: r.name, abbrev: r.abbrev, summary: r.summary })))
    .onConflictDoUpdate({
      target: roles.id,
      set: { name: sql`excluded.name`, abbrev: sql`excluded.abbrev`, summary: sql`excluded.summary` },
    });
}
