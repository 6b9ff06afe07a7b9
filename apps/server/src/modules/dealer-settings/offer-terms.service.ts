import type { OfferTerms } from '@dealer/domain';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { dealers } from '../../db/schema';
import { NotFoundError } from '../../lib/errors';
import { insertAudit } from './audit.repository';
import type { AdminActor } from './dealer-lists.service';

/** The dealer's default terms of an offer: what the offer dialog starts from and an offer without its own terms gets. */
export async function dealerOfferTerms(db: DbOrTx, dealerId: number): Promise<OfferTerms> {
  const [row] = await db
    .select({ validDays: dealers.offerValidDays, mileageAllowance: dealers.offerMileageAllowance })
    .from(dealers)
    .where(eq(dealers.id, dealerId));
  if (!row) throw new NotFoundError('Dealer not found.');
  return row;
}

/** PUT /dealer_offer_terms: the Defaults tab's offer terms, audited with the terms before. */
export async function updateOfferTerms(ctx: AppContext, actor: AdminActor, terms: OfferTerms): Promise<OfferTerms> {
  return ctx.db.transaction(async (tx) => {
    const before = await dealerOfferTerms(tx, actor.dealerId);
    await tx
      .update(dealers)
      .set({ offerValidDays: terms.validDays, offerMileageAllowance: terms.mileageAllowance, updatedAt: ctx.now() })
      .where(eq(dealers.id, actor.dealerId));
    await insertAudit(tx, {
      ...actor,
      entity: 'offer_terms',
      entityId: actor.dealerId,
      action: 'update',
      before,
      after: terms,
    });
    return terms;
  });
}
