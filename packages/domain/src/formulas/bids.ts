import { fromCents, type MoneyInput, toCents } from './cents';
import { proposalCents, reconditioningCostCents, type WorksheetInput } from './worksheet';

/** Spec part 2 section 3: "Bid: id, bidderId, bidderName, amount, isPreferred, updatedAt, profit." */
export interface BidLike {
  id: number;
  bidderId?: number | null;
  bidderName?: string | null;
  amount: MoneyInput;
  isPreferred?: boolean | null;
  profit?: MoneyInput;
  updatedAt?: string | Date | null;
}

/**
 * Part 2 section 5: "Profit = bid amount minus auctionProposal minus (auction fee + pickup fee +
 * wholesale pack + reconditioning cost)." The auction proposal is the one in force (the default
 * while none is stored, see worksheet.ts).
 */
export function bidProfitCents(amount: MoneyInput, ws: WorksheetInput): number {
  const costs =
    toCents(ws.auctionFee) + toCents(ws.pickupFee) + toCents(ws.wholesalePack) + reconditioningCostCents(ws);
  return toCents(amount) - proposalCents(ws, 'auction') - costs;
}
export function bidProfit(amount: MoneyInput, ws: WorksheetInput): number {
  return fromCents(bidProfitCents(amount, ws));
}

/** Recomputes every bid's profit against the worksheet (after any worksheet change). */
export function withBidProfits<T extends BidLike>(bids: readonly T[], ws: WorksheetInput): (T & { profit: number })[] {
  return bids.map((b) => ({ ...b, profit: bidProfit(b.amount, ws) }));
}

/** Part 2 section 4: "Bids are sorted by profit, highest first." Ties keep their order. */
export function sortBidsByProfit<T extends BidLike>(bids: readonly T[]): T[] {
  return [...bids].sort((a, b) => toCents(b.profit) - toCents(a.profit));
}

/**
 * Part 2 section 4: "only one bid can be preferred at a time." Preferring a bid clears the others;
 * preferring the one already preferred, or null, clears them all.
 */
export function setPreferredBid<T extends BidLike>(bids: readonly T[], id: number | null): T[] {
  const current = bids.find((b) => b.isPreferred)?.id;
  const target = id === current ? null : id;
  return bids.map((b) => ({ ...b, isPreferred: b.id === target }));
}

/** Part 2 section 3: "New bids get temporary negative ids." -1, -2, ... never reusing one in the list. */
export function nextTemporaryBidId(bids: readonly BidLike[]): number {
  return Math.min(0, ...bids.map((b) => b.id)) - 1;
}

export interface BidSavePayload {
  id?: number;
  bidderId?: number | null;
  amount: number;
  profit: number;
  isPreferred: boolean;
}

/**
 * Part 1 section 7: "each bid carries amount, profit, and an id only if positive"; part 2 section 3:
 * "Only positive ids are sent on save."
 */
export function bidsForSave(bids: readonly BidLike[], ws: WorksheetInput): BidSavePayload[] {
  return bids.map((b) => {
    const payload: BidSavePayload = {
      bidderId: b.bidderId ?? null,
      amount: fromCents(toCents(b.amount)),
      profit: bidProfit(b.amount, ws),
      isPreferred: Boolean(b.isPreferred),
    };
    return b.id > 0 ? { id: b.id, ...payload } : payload;
  });
}
