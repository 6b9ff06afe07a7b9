import type { DbOrTx } from '../../db/client';
import { NotFoundError } from '../../lib/errors';
import { findDealerBySlug, findDealerContact } from './dealers.repository';

export async function publicDealerBySlug(db: DbOrTx, slug: string) {
  const dealer = await findDealerBySlug(db, slug);
  if (!dealer) throw new NotFoundError('Dealer not found.');
  return { id: dealer.id, slug: dealer.slug, name: dealer.name, logoUrl: dealer.logoUrl };
}

export type DealerContact = NonNullable<Awaited<ReturnType<typeof findDealerContact>>>;

/**
 * The dealer as customers and documents see it: letters, e-mails, leads, the public offer page.
 * Undefined for an unknown id; callers that cannot go on without it use requireDealerContact.
 */
export function dealerContact(db: DbOrTx, dealerId: number): Promise<DealerContact | undefined> {
  return findDealerContact(db, dealerId);
}

export async function requireDealerContact(db: DbOrTx, dealerId: number): Promise<DealerContact> {
  const dealer = await findDealerContact(db, dealerId);
  if (!dealer) throw new NotFoundError('Dealer not found.');
  return dealer;
}
