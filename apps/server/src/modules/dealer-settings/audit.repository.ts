import type { DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema';

export interface AuditEntry {
  dealerId: number;
  userId: number;
  entity: 'dealer' | 'dealer_setting' | 'offer_terms' | 'affiliate' | 'bank';
  entityId: number;
  action: 'create' | 'update' | 'delete';
  before: unknown;
  after: unknown;
}

/** One audit row, written in the caller's transaction so it exists only if the change commits. */
export async function insertAudit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({ ...entry, before: entry.before ?? null, after: entry.after ?? null });
}
