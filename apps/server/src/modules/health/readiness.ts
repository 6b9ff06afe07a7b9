import type { Database } from '../../db/client';
import { missingMigrations } from '../../db/migration-status';

export interface NotReady {
  code: 'NOT_READY' | 'MIGRATIONS_PENDING';
  message: string;
}

/**
 * Whether this instance can serve: the database answers and has run every migration this build
 * ships (an instance of a newer build started before its migrations ran must not take traffic).
 */
export async function readiness(database: Database): Promise<NotReady | null> {
  try {
    await database.ping();
  } catch {
    return { code: 'NOT_READY', message: 'Database unreachable.' };
  }
  const missing = await missingMigrations(database);
  if (missing > 0) {
    return { code: 'MIGRATIONS_PENDING', message: `Database migrations not applied: ${missing}.` };
  }
  return null;
}
