/**
 * Spec part 1 section 9: "Sell strategy: 1 carOffer (wholesale), 2 auction, 3 repair, 4 retail";
 * part 2 section 3: "1 Wholesale (also named carOffer), 2 Auction, 3 Repair, 4 Retail".
 */
export const SELL_STRATEGY = { CAR_OFFER: 1, AUCTION: 2, REPAIR: 3, RETAIL: 4 } as const;
export type SellStrategyId = (typeof SELL_STRATEGY)[keyof typeof SELL_STRATEGY];

export const SELL_STRATEGY_IDS: readonly SellStrategyId[] = [1, 2, 3, 4];

/** Code names: the worksheet's stored fields are prefixed with these (carOfferProposal, ...). */
export const SELL_STRATEGY_KEYS = { 1: 'carOffer', 2: 'auction', 3: 'repair', 4: 'retail' } as const;
export type SellStrategyKey = (typeof SELL_STRATEGY_KEYS)[SellStrategyId];

export const SELL_STRATEGY_LABELS: Readonly<Record<SellStrategyId, string>> = {
  1: 'Wholesale',
  2: 'Auction',
  3: 'Repair',
  4: 'Retail',
};

export function isSellStrategyId(value: unknown): value is SellStrategyId {
  return value === 1 || value === 2 || value === 3 || value === 4;
}

/** The three strategies the worksheet computes figures for (part 1 section 9, part 2 section 3). */
export const WORKSHEET_STRATEGIES = ['carOffer', 'auction', 'retail'] as const;
export type WorksheetStrategy = (typeof WORKSHEET_STRATEGIES)[number];

/** Offer types sent with POST .../offer (part 1 section 7: "type auction or retail"). */
export const OFFER_TYPES = ['auction', 'retail'] as const;
export type OfferType = (typeof OFFER_TYPES)[number];
