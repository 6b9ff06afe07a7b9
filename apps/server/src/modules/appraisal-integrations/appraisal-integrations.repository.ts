import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dealers } from '../../db/schema';

/**
 * The dealer as documents and leads name it (transferee, ADF vendor). The dealers module has no
 * service for a dealer's address yet; this reads only those columns.
 */
export async function dealerParty(db: DbOrTx, dealerId: number) {
  const [row] = await db
    .select({
      name: dealers.name,
      address1: dealers.address1,
      address2: dealers.address2,
      city: dealers.city,
      state: dealers.state,
      zip: dealers.zip,
      phoneNumber: dealers.phoneNumber,
    })
    .from(dealers)
    .where(eq(dealers.id, dealerId));
  return row;
}
