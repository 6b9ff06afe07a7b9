import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { appraisalOffers } from '../../db/schema';

export type OfferRow = typeof appraisalOffers.$inferSelect;
export type NewOffer = typeof appraisalOffers.$inferInsert;

/** The offer a request with this Idempotency-Key already made on the appraisal. */
export async function findOfferByKey(db: DbOrTx, appraisalId: number, key: string): Promise<OfferRow | undefined> {
  const [row] = await db
    .select()
    .from(appraisalOffers)
    .where(and(eq(appraisalOffers.appraisalId, appraisalId), eq(appraisalOffers.idempotencyKey, key)));
  return row;
}

/** The offer sent at that moment (the current one, when it matches the appraisal's offerSentAt). */
export async function findOfferSentAt(db: DbOrTx, appraisalId: number, sentAt: Date): Promise<OfferRow | undefined> {
  const [row] = await db
    .select()
    .from(appraisalOffers)
    .where(and(eq(appraisalOffers.appraisalId, appraisalId), eq(appraisalOffers.sentAt, sentAt)))
    .orderBy(desc(appraisalOffers.id))
    .limit(1);
  return row;
}

export async function insertOffer(db: DbOrTx, offer: NewOffer): Promise<OfferRow> {
  const [row] = await db.insert(appraisalOffers).values(offer).returning();
  return row!;
}

/** The customer of this (expired) offer asked for a new one. */
export async function markRenewalRequested(db: DbOrTx, offerId: number, at: Date): Promise<void> {
  await db.update(appraisalOffers).set({ renewalRequestedAt: at }).where(eq(appraisalOffers.id, offerId));
}
