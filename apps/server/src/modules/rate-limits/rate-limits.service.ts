import type { Db } from '../../db/client';
import { countHit, deleteEndedWindows, type Hits } from './rate-limits.repository';

const SWEEP_EVERY_MS = 60_000;
const lastSweep = new WeakMap<Db, number>();

/**
 * Counts one hit against a limit shared by every server instance. At most once a minute per
 * process it also deletes ended windows, so addresses seen once do not stay in the table.
 */
export async function countLimitHit(db: Db, bucket: string, key: string, windowMs: number, now: Date): Promise<Hits> {
  if (now.getTime() - (lastSweep.get(db) ?? 0) >= SWEEP_EVERY_MS) {
    lastSweep.set(db, now.getTime());
    await deleteEndedWindows(db, now);
  }
  return countHit(db, bucket, key, windowMs, now);
}

export { clearHits, readHits } from './rate-limits.repository';
