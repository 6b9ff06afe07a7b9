import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Database } from './client';
import { migrationsFolder } from './migrate';

/** Where drizzle's migrator records each migration it ran (its defaults: schema drizzle). */
const APPLIED = 'select hash from drizzle.__drizzle_migrations';

let shipped: string[] | null = null;

/** The hashes of the migrations this build ships (its journal), read once. */
function shippedHashes(): string[] {
  shipped ??= readMigrationFiles({ migrationsFolder: migrationsFolder() }).map((m) => m.hash);
  return shipped;
}

/**
 * How many of this build's migrations the database has not run (0: current). A database ahead of
 * the build (a newer instance migrated it during a rolling deploy) is current for it. With no
 * migrations table at all, none has run.
 */
export async function missingMigrations(database: Database): Promise<number> {
  const expected = shippedHashes();
  let applied: Set<string>;
  try {
    const result = (await database.db.execute(APPLIED)) as unknown as { rows: { hash: string }[] };
    applied = new Set(result.rows.map((r) => r.hash));
  } catch {
    return expected.length;
  }
  return expected.filter((hash) => !applied.has(hash)).length;
}
