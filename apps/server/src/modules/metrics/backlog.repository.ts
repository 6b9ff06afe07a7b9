import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { jobs, outboxMessages } from '../../db/schema';

export interface Backlog {
  pending: number;
  /** Seconds since the oldest pending row was written (0 when none is). */
  oldestAgeSeconds: number;
}

/**
 * The backlogs read at each scrape, each one aggregate over the pending rows (few, and under the
 * partial "due" indexes). Here rather than in the outbox and job modules: an operator's read-only
 * view across both tables, which leaves their code alone.
 */
async function pendingBacklog(
  db: DbOrTx,
  now: Date,
  table: PgTable,
  columns: { status: AnyPgColumn; createdAt: AnyPgColumn },
): Promise<Backlog> {
  const [row] = await db
    .select({
      pending: sql<number>`count(*)::int`,
      oldestAgeSeconds: sql<number>`coalesce(extract(epoch from (${now.toISOString()}::timestamptz - min(${columns.createdAt}))), 0)::float8`,
    })
    .from(table)
    .where(eq(columns.status, 'pending'));
  return row ?? { pending: 0, oldestAgeSeconds: 0 };
}

export const outboxBacklog = (db: DbOrTx, now: Date) => pendingBacklog(db, now, outboxMessages, outboxMessages);

export const jobBacklog = (db: DbOrTx, now: Date) => pendingBacklog(db, now, jobs, jobs);
