import type { DbOrTx } from '../../db/client';
import { NotFoundError } from '../../lib/errors';
import { findDealerBySlug } from './dealers.repository';

export async function publicDealerBySlug(db: DbOrTx, slug: string) {
  const dealer = await findDealerBySlug(db, slug);
  if (!dealer) throw new NotFoundError('Dealer not found.');
  return { id: dealer.id, slug: dealer.slug, name: dealer.name, logoUrl: dealer.logoUrl };
}
