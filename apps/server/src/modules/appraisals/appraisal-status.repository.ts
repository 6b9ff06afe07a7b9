import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { appraisalMessages, dealers } from '../../db/schema';

export async function dealerName(db: DbOrTx, dealerId: number): Promise<string> {
  const [row] = await db.select({ name: dealers.name }).from(dealers).where(eq(dealers.id, dealerId));
  return row?.name ?? '';
}

/** A message to the customer on the appraisal's Messages list, pointing at the outbox row that delivers it. */
export async function addMessage(db: DbOrTx, message: typeof appraisalMessages.$inferInsert) {
  await db.insert(appraisalMessages).values(message);
}
