import {
  customerProfit,
  DEFAULT_FEE_MODE,
  DEFAULT_VALUATION_PROVIDER,
  defaultEquity,
  defaultProposal,
  equity,
  equityColour,
  equityLevel,
  FEE_MODES,
  type FeeMode,
  type MoneyInput,
  type OfferType,
  type ProfitStatus,
  proposal,
  strategyProfitStatus,
  totalFeesAndCosts,
  totalProfit,
  VALUATION_PROVIDER_KEYS,
  type ValuationProvider,
  valuationOf,
  type WorksheetInput,
  type WorksheetStrategy,
} from '@dealer/domain';

/** The strategy whose figures each offer card shows (the Wholesale card is the auction strategy). */
export const CARD_STRATEGY: Readonly<Record<OfferType, WorksheetStrategy>> = { auction: 'auction', retail: 'retail' };
export const CARD_TITLES: Readonly<Record<OfferType, string>> = { auction: 'Wholesale', retail: 'Retail' };

/**
 * Query parameter val: "mmr, jdp, galves, blackbook; default mmr", the default being the dealer's
 * setting 40108 when the record carries it.
 */
export function providerParam(
  value: string | null,
  fallback: ValuationProvider = DEFAULT_VALUATION_PROVIDER,
): ValuationProvider {
  return (VALUATION_PROVIDER_KEYS as readonly string[]).includes(value ?? '') ? (value as ValuationProvider) : fallback;
}

/** Query parameter fees: "wholesale or retail; default wholesale". */
export function feeModeParam(value: string | null): FeeMode {
  return (FEE_MODES as readonly string[]).includes(value ?? '') ? (value as FeeMode) : DEFAULT_FEE_MODE;
}

export interface HeadlineFigures {
  valuation: number | null;
  totalFees: number;
  equity: number;
  equityLevel: ReturnType<typeof equityLevel>;
  equityColour: string;
  /**
   * Part 1 section 9: "Default equity = auction valuation minus payoff minus wholesale fees": the
   * equity before recon, on the auction valuation (the High equity queue's figure). Null while the
   * worksheet has no auction valuation.
   */
  defaultEquity: number | null;
  defaultEquityColour: string | undefined;
}

/** Default valuation (the val provider's value), total fees and costs and equity, as the tab shows them. */
export function headlineFigures(
  record: Parameters<typeof valuationOf>[0],
  ws: WorksheetInput,
  provider: ValuationProvider,
  mode: FeeMode,
  highThreshold?: MoneyInput,
): HeadlineFigures {
  const raw = valuationOf(record, provider);
  const valuation = raw === null || raw === undefined || raw === '' ? null : Number(raw);
  const value = equity(valuation, ws, mode);
  const auction = ws.auctionValuation;
  const fallback = auction === null || auction === undefined || auction === '' ? null : defaultEquity(ws);
  return {
    valuation,
    totalFees: totalFeesAndCosts(ws, mode),
    equity: value,
    equityLevel: equityLevel(value, highThreshold),
    equityColour: equityColour(value, highThreshold),
    defaultEquity: fallback,
    defaultEquityColour: fallback === null ? undefined : equityColour(fallback, highThreshold),
  };
}

export interface CardFigures {
  proposal: number;
  /** The spec's default proposal: what a blank proposal stands for. */
  suggestedProposal: number;
  totalProfit: number;
  customerProfit: number;
  profitStatus: ProfitStatus | null;
}

/** One offer card's live figures. */
export function cardFigures(ws: WorksheetInput, card: OfferType): CardFigures {
  const s = CARD_STRATEGY[card];
  return {
    proposal: proposal(ws, s),
    suggestedProposal: defaultProposal(ws, s),
    totalProfit: totalProfit(ws, s),
    customerProfit: customerProfit(ws, s),
    profitStatus: strategyProfitStatus(ws, s),
  };
}

/** Dark shades: white text on the filled badge keeps the 4.5:1 contrast. Part 2 section 4: "Profit indicator compares profit with the objective and shows equal, less or more." */
export const PROFIT_INDICATOR: Readonly<Record<ProfitStatus, { label: string; color: string }>> = {
  equal: { label: 'equal', color: 'blue.8' },
  less: { label: 'less', color: 'red.8' },
  more: { label: 'more', color: 'green.9' },
};
