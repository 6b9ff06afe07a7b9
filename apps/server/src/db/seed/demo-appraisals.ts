import { bidProfit, formatCurrency } from '@dealer/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../client';
import {
  activity,
  affiliates,
  appraisals,
  appraisalUsers,
  bidders,
  bids,
  campaigns,
  dealerBanks,
  dealerUserRoles,
  valuationResults,
} from '../schema';
import { type GeneratorContext, generateAppraisal, LENDERS, type NewAppraisal } from './appraisal-generator';
import { comparableSubject, demoComparablePurchases } from './demo-comparables';
import { demoValuationRows } from './demo-valuations';
import { createRandom, type Random } from './random';

const BATCH = 200;

async function insertBatches(tx: Tx, rows: NewAppraisal[]) {
  const inserted: (typeof appraisals.$inferSelect)[] = [];
  for (let i = 0; i < rows.length; i += BATCH) {
    inserted.push(
      ...(await tx
        .insert(appraisals)
        .values(rows.slice(i, i + BATCH))
        .returning()),
    );
  }
  return inserted;
}

async function dealerLookups(tx: Tx, dealerId: number, rng: Random) {
  const banks = await tx
    .insert(dealerBanks)
    .values(LENDERS.slice(1, 5).map((name) => ({ dealerId, name })))
    .returning();
  await tx
    .insert(affiliates)
    .values(['AutoNation Partners', 'Carvana Trade Desk', 'Local Wholesale Co'].map((name) => ({ dealerId, name })));
  const bidderRows = await tx
    .insert(bidders)
    .values(
      ['ACV Auctions', 'Manheim Austin', 'Copart', 'CarMax Wholesale', 'Lone Star Motors'].map((name) => ({
        dealerId,
        name,
      })),
    )
    .returning();
  const campaignRows = await tx
    .insert(campaigns)
    .values([
      { dealerId, name: 'Spring Showroom Event', typeId: 1 },
      { dealerId, name: 'Lease Pull-Ahead Mailer', typeId: 2, rules: { appraisalsToCRM: true } },
      {
        dealerId,
        name: 'Website Trade Tool',
        typeId: 3,
        rules: { autoOffers: [{ enabled: true, p1: 95, p1v: 'mmr', on: 'appsubmit' }] },
      },
    ])
    .returning();
  const staff = await tx
    .selectDistinct({ userId: dealerUserRoles.userId })
    .from(dealerUserRoles)
    .where(eq(dealerUserRoles.dealerId, dealerId));
  return {
    banks,
    bidderIds: bidderRows.map((b) => b.id),
    campaignIds: campaignRows.map((c) => c.id),
    userIds: staff.map((s) => s.userId),
    rng,
  };
}

/**
 * A demo dealer's appraisals before insert: about 6% are second submissions of an earlier record's
 * vehicle (duplicates by VIN), about 4% archived.
 */
export function demoAppraisalRows(rng: Random, ctx: GeneratorContext, count: number, adminId: number): NewAppraisal[] {
  const rows: NewAppraisal[] = [];
  for (let i = 0; i < count; i++) {
    const duplicateOf = i > 20 && rng.chance(0.06) ? rng.pick(rows) : undefined;
    const row = generateAppraisal(rng, ctx, ctx.dealerId * 100_000 + i, duplicateOf);
    if (rng.chance(0.04))
      Object.assign(row, { deletedAt: new Date(ctx.now.getTime() - rng.int(1, 20) * 86_400_000), deletedBy: adminId });
    rows.push(row);
  }
  return rows;
}

/**
 * A few hundred appraisals per demo dealer in every stage, type and area, with duplicates by VIN,
 * archived, rejected and transferred records, assigned users, bids and activity.
 */
export async function seedDemoAppraisals(
  tx: Tx,
  dealers: { id: number; count: number }[],
  adminId: number,
  transfer: { from: number; to: number; count: number },
  now = new Date(),
): Promise<void> {
  const byDealer = new Map<number, (typeof appraisals.$inferSelect)[]>();
  for (const [index, dealer] of dealers.entries()) {
    const rng = createRandom(1000 + index);
    const lookups = await dealerLookups(tx, dealer.id, rng);
    const ctx: GeneratorContext = { dealerId: dealer.id, ...lookups, now, days: 120 };
    const rows = demoAppraisalRows(rng, ctx, dealer.count, adminId);
    const inserted = await insertBatches(tx, rows);
    // The first dealer's newest open trade-in gets past purchases of its vehicle (the worksheet's panel).
    const subject = index === 0 ? comparableSubject(inserted) : undefined;
    if (subject) {
      const purchases = demoComparablePurchases(createRandom(77), ctx, subject, dealer.id * 100_000 + 90_000);
      inserted.push(...(await insertBatches(tx, purchases)));
    }
    byDealer.set(dealer.id, inserted);
    const valuationRows = demoValuationRows(inserted);
    for (let i = 0; i < valuationRows.length; i += BATCH) {
      await tx.insert(valuationResults).values(valuationRows.slice(i, i + BATCH));
    }

    const assigned = inserted
      .filter(() => rng.chance(0.5))
      .flatMap((a) => {
        const users = [...new Set([rng.pick(ctx.userIds), rng.pick(ctx.userIds)])];
        return users.map((userId) => ({ appraisalId: a.id, userId }));
      });
    if (assigned.length > 0) await tx.insert(appraisalUsers).values(assigned);

    const bidRows = inserted
      .filter((a) => a.reconditioningCost !== null && rng.chance(0.35))
      .flatMap((a) => {
        const n = rng.int(1, 3);
        return Array.from({ length: n }, (_, k) => {
          const amount = Math.round(((a.mmrVal ?? 10_000) * (0.85 + rng.next() * 0.15)) / 50) * 50;
          return {
            appraisalId: a.id,
            bidderId: rng.pick(lookups.bidderIds),
            amount,
            profit: bidProfit(amount, a),
            isPreferred: k === 0 && n > 1,
          };
        });
      });
    for (let i = 0; i < bidRows.length; i += BATCH) await tx.insert(bids).values(bidRows.slice(i, i + BATCH));

    const events = inserted.flatMap((a) => [
      {
        appraisalId: a.id,
        userId: a.originatorId,
        action: 'Appraisal created',
        details: `${a.year} ${a.make} ${a.model}`,
        createdAt: a.createdAt,
      },
      ...(a.offerSentAt
        ? [
            {
              appraisalId: a.id,
              userId: a.originatorId,
              action: 'Offer sent',
              details: `Exact offer: ${formatCurrency(a.offerAmount)} (auction)`,
              createdAt: a.offerSentAt,
            },
          ]
        : []),
    ]);
    for (let i = 0; i < events.length; i += BATCH) await tx.insert(activity).values(events.slice(i, i + BATCH));
  }
  await seedTransfers(tx, byDealer.get(transfer.from) ?? [], transfer, adminId, now);
}

/** Transfers: the receiver gets a copy; the sender's copy is archived and both point at each other. */
async function seedTransfers(
  tx: Tx,
  candidates: (typeof appraisals.$inferSelect)[],
  transfer: { from: number; to: number; count: number },
  adminId: number,
  now: Date,
) {
  const sent = candidates.filter((a) => !a.deletedAt && !a.appraisalStatusId).slice(0, transfer.count);
  for (const [i, original] of sent.entries()) {
    const trfAt = new Date(now.getTime() - (i + 1) * 86_400_000);
    const { id: _id, searchText: _s, ...copy } = original;
    const [received] = await tx
      .insert(appraisals)
      .values({
        ...copy,
        dealerId: transfer.to,
        campaignId: null,
        dealerBankId: null,
        trfId: original.id,
        trfDealerId: transfer.from,
        trfAt,
        trfBy: adminId,
      })
      .returning({ id: appraisals.id });
    await tx
      .update(appraisals)
      .set({
        trfId: received!.id,
        trfDealerId: transfer.to,
        trfAt,
        trfBy: adminId,
        deletedAt: trfAt,
        deletedBy: adminId,
      })
      .where(inArray(appraisals.id, [original.id]));
  }
}
