import { allowReadVals, type Roles } from './flags';

/**
 * Part 2 section 2.1: "value columns (MMR, JDP, Galves, Black Book, wholesale valuation, expected
 * profit, payoff, recon) which appear only to users who may read valuations", and section 6:
 * "Worksheet tab and value columns (allowReadVals)". These are the fields behind those columns
 * and every worksheet input and figure they feed (the worksheet tab is allowReadVals only, and
 * any of them would let a reader work the values back); the server removes them for everyone else.
 */
export const VALUE_FIELDS = [
  'mmrVal',
  'jdpVal',
  'galvesVal',
  'blackbookVal',
  /** Which of the four above were entered by hand (issue 23): value data too. */
  'manualValuations',
  'auctionValuation',
  'retailValuation',
  'expectedTotalProfit',
  'adjustedPayoffAmount',
  'reconditioningCost',
  'reconBodyCost',
  'reconMechCost',
  'reconOtherCost',
  'auctionProjectedEquity',
  'profitObjective',
  'pickupFee',
  'wholesalePack',
  'auctionFee',
  'carOfferFee',
  'carOfferAmount',
  'carOfferProposal',
  'auctionProposal',
  'retailProposal',
  'actualCost',
  'carOfferProjectedValuation',
  'auctionProjectedValuation',
  'retailProjectedValuation',
  'carOfferProjectedEquity',
  'retailProjectedEquity',
  'carOfferTotalProfit',
  'auctionTotalProfit',
  'retailTotalProfit',
  'carOfferCustomerProfit',
  'auctionCustomerProfit',
  'retailCustomerProfit',
  'carOfferProfitStatus',
  'auctionProfitStatus',
  'retailProfitStatus',
  // The campaign's automated offer (issue 35): its rule's percentage of a valuation, so with the
  // rule known one division away from that valuation (100 % of MMR is MMR itself).
  'autoOfferAmount',
  'autoOfferAmountMax',
  // Not a column: the list row's flag that the equity reaches the dealer's high-equity threshold
  // (40117). It tells the equity's size, so it is value data like the equity itself.
  'highEquity',
] as const;

export function isValueField(field: string): field is ValueField {
  return (VALUE_FIELDS as readonly string[]).includes(field);
}

export type ValueField = (typeof VALUE_FIELDS)[number];

/**
 * Value data an appraisal answer carries beside its columns, and what a role without allowReadVals
 * gets instead: the bids (amounts and profits) and each provider's latest valuation result. Emptied
 * rather than removed, so the answer keeps one shape for every role.
 */
export const VALUE_RELATIONS = {
  bids: [],
  mmrValResult: null,
  jdpValResult: null,
  galvesValResult: null,
  blackbookValResult: null,
} as const satisfies Record<string, readonly never[] | null>;

export function isValueRelation(key: string): key is keyof typeof VALUE_RELATIONS {
  return Object.hasOwn(VALUE_RELATIONS, key);
}

/** The row without value fields unless the roles may read valuations. */
export function withoutValueFields<T extends object>(row: T, roles: Roles): T | Omit<T, ValueField> {
  if (allowReadVals(roles)) return row;
  const copy: Record<string, unknown> = { ...(row as Record<string, unknown>) };
  for (const field of VALUE_FIELDS) delete copy[field];
  return copy as Omit<T, ValueField>;
}
