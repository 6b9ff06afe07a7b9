import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rateLimitHits } from '../../db/schema';

export interface Hits {
  count: number;
  windowEndsAt: Date;
}

/**
 * Counts one hit and answers the window's count, in one statement: concurrent hits from any
 * number of server instances each see their own number. A window that has ended restarts at 1.
 */
export async function countHit(db: DbOrTx, bucket: string, key: string, windowMs: number, now: Date): Promise<Hits> {
  const ends = new Date(now.getTime() + windowMs);
  const ended = sql`${rateLimitHits.windowEndsAt} <= ${now}`;
  const [row] = await db
    .insert(rateLimitHits)
    .values({ bucket, key, count: 1, windowEndsAt: ends })
    .onConflictDoUpdate({
      target: [rateLimitHits.bucket, rateLimitHits.key],
      set: {
        count: sql`case when ${ended} then 1 else ${rateLimitHits.count} + 1 end`,
        windowEndsAt: sql`case when ${ended} then ${ends} else ${rateLimitHits.windowEndsAt} end`,
      },
    })
    .returning({ count: rateLimitHits.count, windowEndsAt: rateLimitHits.windowEndsAt });
  return row ?? { count: 1, windowEndsAt: ends };
}

/** The count of the window under way, without counting a hit. */
export async function readHits(db: DbOrTx, bucket: string, key: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ count: rateLimitHits.count })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.bucket, bucket), eq(rateLimitHits.key, key), gt(rateLimitHits.windowEndsAt, now)));
  return row?.count ?? 0;
}

export async function clearHits(db: DbOrTx, bucket: string, key: string): Promise<void> {
  await db.delete(rateLimitHits).where(and(eq(rateLimitHits.bucket, bucket), eq(rateLimitHits.key, key)));
}

export async function deleteEndedWindows(db: DbOrTx, now: Date): Promise<void> {
  await db.delete(rateLimitHits).where(lt(rateLimitHits.windowEndsAt, now));
}
