import { offerPayloadSchema } from '@dealer/domain';
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { createStorage } from '../../integrations/storage';
import { makeOffer } from '../../modules/offers/offers.service';
import { appraisals } from '../schema';

const DAY = 86_400_000;

/**
 * One offer of the demo that ran out unanswered: made nine days before the demo starts through the
 * offer service itself (its letter, its e-mail in the Outbox with the customer's link), on the
 * dealer's week, by the dealer admin on a record nobody is assigned to. The demo so shows an expired
 * offer, the admin's notification of it, and the customer's page offering to ask for a new one.
 */
export async function seedExpiredOffer(ctx: AppContext, dealerId: number, userId: number): Promise<void> {
  const [record] = await ctx.db
    .select({ id: appraisals.id, valuation: appraisals.auctionValuation })
    .from(appraisals)
    .where(
      and(
        eq(appraisals.dealerId, dealerId),
        eq(appraisals.appraisalTypeId, 1),
        isNull(appraisals.appraisalStatusId),
        isNull(appraisals.deletedAt),
        isNull(appraisals.offerSentAt),
        isNotNull(appraisals.email),
        isNotNull(appraisals.auctionValuation),
        sql`${appraisals.stage} <> 'inspect'`,
        // Nobody assigned: only the admin who made it hears that it ran out.
        sql`not exists (select 1 from appraisal_users au where au.appraisal_id = ${appraisals.id})`,
      ),
    )
    .orderBy(asc(appraisals.id))
    .limit(1);
  if (!record) return;
  const sentAt = new Date(ctx.now().getTime() - 9 * DAY);
  const past: AppContext = { ...ctx, now: () => sentAt, kickOutbox: () => {} };
  const amount = Math.round(Number(record.valuation) * 0.9);
  await makeOffer(
    past,
    { storage: createStorage(ctx.config) },
    { dealer: { id: dealerId, roles: ['DEALER', 'DEALER_ADMIN'] }, userId },
    record.id,
    offerPayloadSchema.parse({ template: 0, type: 'auction', amount, customerProfit: 0 }),
  );
}
