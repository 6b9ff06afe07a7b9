import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dealers } from '../../db/schema';

export async function dealerName(db: DbOrTx, dealerId: number): Promise<string> {
  const [row] = await db.select({ name: dealers.name }).from(dealers).where(eq(dealers.id, dealerId));
  return row?.name ?? '';
}
