import { canUploadMailingList, type MailingSendProgress, type Roles } from '@dealer/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/** The channel of background work's progress (a mailing list's send), LISTENed by every instance. */
export const PROGRESS_CHANNEL = 'da_progress';

/** Each progress event, what it carries and who of the dealer may see it. */
interface ProgressEvents {
  'mailing-progress': MailingSendProgress;
}
export type ProgressEventName = keyof ProgressEvents;
export const PROGRESS_AUDIENCE: Record<ProgressEventName, (roles: Roles) => boolean> = {
  'mailing-progress': canUploadMailingList,
};

export interface ProgressMessage {
  d: number;
  e: ProgressEventName;
  data: ProgressEvents[ProgressEventName];
}

/**
 * Tells the dealer's open pages where a piece of background work stands. Called inside the
 * transaction that moved it, so the event goes out when (and only if) that commits.
 */
export async function announceProgress<E extends ProgressEventName>(
  db: DbOrTx,
  dealerId: number,
  event: E,
  data: ProgressEvents[E],
): Promise<void> {
  const message: ProgressMessage = { d: dealerId, e: event, data };
  await db.execute(sql`SELECT pg_notify(${PROGRESS_CHANNEL}, ${JSON.stringify(message)})`);
}
