import type { DbOrTx } from '../../db/client';
import { appraisalMessages } from '../../db/schema';

export async function insertAppraisalMessage(db: DbOrTx, message: typeof appraisalMessages.$inferInsert) {
  await db.insert(appraisalMessages).values(message);
}
