import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dealers } from '../../db/schema';

export function findDealerBySlug(db: DbOrTx, slug: string) {
  return db.query.dealers.findFirst({ where: eq(dealers.slug, slug) });
}

export async function findDealerContact(db: DbOrTx, dealerId: number) {
  const [row] = await db
    .select({
      name: dealers.name,
      slug: dealers.slug,
      logoUrl: dealers.logoUrl,
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
