import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bidders, bids, dealTypes } from '../../db/schema';

export type BidRow = typeof bids.$inferSelect;

/** The bids of one appraisal (the caller has already scoped the appraisal to its dealer). */
export function bidsOf(db: DbOrTx, appraisalId: number): Promise<BidRow[]> {
  return db.select().from(bids).where(eq(bids.appraisalId, appraisalId)).orderBy(bids.id);
}

/** Which of `ids` are bidders of this dealer. */
export async function dealerBidderIds(db: DbOrTx, dealerId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: bidders.id })
    .from(bidders)
    .where(and(eq(bidders.dealerId, dealerId), inArray(bidders.id, ids)));
  return new Set(rows.map((r) => r.id));
}

/** Purchase types are shared by every dealer. */
export async function dealTypeExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: dealTypes.id }).from(dealTypes).where(eq(dealTypes.id, id));
  return row !== undefined;
}

export interface BidWrite {
  bidderId: number;
  amount: number;
  profit: number;
  isPreferred: boolean;
}

/**
 * Full replace of an appraisal's bids: those not kept are deleted, kept ones updated, new ones
 * inserted. Preferred flags are cleared first so that at no point two rows are preferred.
 */
export async function replaceBids(
  db: DbOrTx,
  appraisalId: number,
  kept: (BidWrite & { id: number })[],
  added: BidWrite[],
  now: Date,
): Promise<void> {
  const keptIds = kept.map((b) => b.id);
  await db
    .delete(bids)
    .where(
      keptIds.length > 0
        ? and(eq(bids.appraisalId, appraisalId), notInArray(bids.id, keptIds))
        : eq(bids.appraisalId, appraisalId),
    );
  await db.update(bids).set({ isPreferred: false }).where(eq(bids.appraisalId, appraisalId));
  for (const b of kept) {
    await db
      .update(bids)
      .set({ bidderId: b.bidderId, amount: b.amount, profit: b.profit, isPreferred: b.isPreferred, updatedAt: now })
      .where(and(eq(bids.id, b.id), eq(bids.appraisalId, appraisalId)));
  }
  if (added.length > 0) await db.insert(bids).values(added.map((b) => ({ ...b, appraisalId })));
}

/** Stored bid profits follow the saved worksheet; `profitOf` is the domain's bidProfit. */
export async function updateBidProfits(db: DbOrTx, rows: { id: number; profit: number }[]): Promise<void> {
  for (const r of rows) await db.update(bids).set({ profit: r.profit }).where(eq(bids.id, r.id));
}

/** How many bids of the appraisal are preferred (the guard behind "only one bid can be preferred"). */
export async function preferredCount(db: DbOrTx, appraisalId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bids)
    .where(and(eq(bids.appraisalId, appraisalId), eq(bids.isPreferred, true)));
  return row?.n ?? 0;
}
