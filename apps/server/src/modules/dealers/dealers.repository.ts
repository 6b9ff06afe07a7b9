import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dealers } from '../../db/schema';

export function findDealerBySlug(db: DbOrTx, slug: string) {
  return db.query.dealers.findFirst({ where: eq(dealers.slug, slug) });
}
