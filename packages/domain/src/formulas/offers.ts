import type { AppraisalStatusId } from '../constants/appraisal-statuses';
import { OFFER_BUTTON_LABELS } from '../constants/offer-dialog';
import { type OfferType, WORKSHEET_STRATEGIES, type WorksheetStrategy } from '../constants/sell-strategies';
import { formatCurrencyWhole } from '../format/money';
import { fromCents, type MoneyInput, parseMoneyValue, toCents } from './cents';
import { proposalCents, totalProfitCents, type WorksheetInput } from './worksheet';

/** Part 1 section 3: "Offer defaults: all amounts 0.00." */
export const OFFER_DEFAULTS = {
  offerTemplate: 0,
  offerAmount: 0,
  offerAmountMin: 0,
  offerAmountMax: 0,
  customerProfit: 0,
  includeDamages: false,
  printPdf: false,
  sendPdf: false,
  showCustomerEquity: false,
  textPdf: false,
  screenIdx: 0,
} as const;

/** The input that values each strategy; a strategy nobody has valued takes no part in the range. */
const VALUATION_OF: Readonly<Record<WorksheetStrategy, keyof WorksheetInput>> = {
  carOffer: 'carOfferAmount',
  auction: 'auctionValuation',
  retail: 'retailValuation',
};

/** The valuation a strategy prices from (the car offer amount, the wholesale or the retail valuation), in cents. */
export function strategyValuationCents(ws: WorksheetInput, strategy: WorksheetStrategy): number {
  return toCents(ws[VALUATION_OF[strategy]]);
}

/**
 * Part 1 section 3: "Range min and max are the lowest and highest proposals among strategies whose
 * total profit meets the profit objective." Meets means at least the objective. Left open by the
 * spec and decided here: a strategy without a valuation (no car offer amount, say) is skipped, since
 * its proposal is meaningless; a missing objective counts as 0 (any non-negative profit meets it),
 * so the ranged offer still works on an incomplete worksheet, which the UI already warns about;
 * with no strategy meeting it, both ends are 0.00, the dialog's defaults.
 */
export function offerRange(ws: WorksheetInput): { min: number; max: number } {
  const objective = toCents(ws.profitObjective);
  const proposals = WORKSHEET_STRATEGIES.filter((s) => strategyValuationCents(ws, s) !== 0)
    .filter((s) => totalProfitCents(ws, s) >= objective)
    .map((s) => proposalCents(ws, s));
  if (proposals.length === 0) return { min: 0, max: 0 };
  return { min: fromCents(Math.min(...proposals)), max: fromCents(Math.max(...proposals)) };
}

/**
 * The amounts the offer dialog starts from (part 1 section 3: "Offer defaults: all amounts 0.00"):
 * an exact offer at the card's proposal for the type (never below 0), a range at offerRange. A
 * worksheet nobody valued for the type keeps the exact amount at 0.00.
 */
export function suggestedOffer(
  ws: WorksheetInput,
  type: OfferType,
): { amount: number; amountMin: number; amountMax: number } {
  const valued = parseMoneyValue(type === 'auction' ? ws.auctionValuation : ws.retailValuation) !== null;
  const range = offerRange(ws);
  return {
    amount: valued ? fromCents(Math.max(0, proposalCents(ws, type))) : 0,
    amountMin: range.min,
    amountMax: range.max,
  };
}

/**
 * Part 2 section 4: "Estimate badge: shown when an automated offerAmount exists and nobody has
 * offered; shows a range when offerAmountMax exists, without decimals." Null when not shown.
 */
export function estimateBadgeText(appraisal: {
  offerAmount?: MoneyInput;
  offerAmountMax?: MoneyInput;
  offeredBy?: unknown;
}): string | null {
  const amount = parseMoneyValue(appraisal.offerAmount);
  if (amount === null || (appraisal.offeredBy !== null && appraisal.offeredBy !== undefined)) return null;
  const max = parseMoneyValue(appraisal.offerAmountMax);
  if (max === null) return formatCurrencyWhole(amount);
  return `${formatCurrencyWhole(amount)} - ${formatCurrencyWhole(max)}`;
}

/**
 * The worksheet card, and so the offer type, a sell strategy belongs to. The worksheet has "two
 * offer cards, Wholesale and Retail" (part 2 section 2.5) and opens "the offer dialog for the chosen
 * type (auction or retail)"; the two wholesale strategies (1 Wholesale/carOffer, 2 Auction: the
 * ones the wholesale fees and pack apply to) belong to the Wholesale card, Repair and Retail to the
 * Retail card. Kept on purpose against part 1 section 9 ("strategy id 2 means the auction type,
 * otherwise retail"), which would price a Wholesale record as retail: see docs/spec-readings.md and
 * the test that states the case.
 */
export function offerCardOfStrategy(sellStrategyStatusId: number | null | undefined): OfferType | null {
  if (sellStrategyStatusId === 1 || sellStrategyStatusId === 2) return 'auction';
  if (sellStrategyStatusId === 3 || sellStrategyStatusId === 4) return 'retail';
  return null;
}

export interface OfferCardState {
  /** The card's strategy is the record's sell strategy. */
  matches: boolean;
  /** Lease return with status buying on the matching card: the card shows 'Buying'. */
  buying: boolean;
  /** An offer was already sent (matching card only): the card shows its sent state. */
  sent: boolean;
  label: string;
}

/**
 * Part 2 section 4, "Offer card (worksheet): for the card whose strategy matches the record's sell
 * strategy: lease return with status buying shows 'Buying'; an offer already sent shows a sent
 * state. Trade-in button: MAKE OFFER, or RESEND after an offer was sent. Lease-return button: BUY,
 * or RE-BUY after a sent offer."
 */
export function offerCardState(
  appraisal: {
    appraisalTypeId?: number | null;
    appraisalStatusId?: AppraisalStatusId | number | null;
    sellStrategyStatusId?: number | null;
    offerSent?: unknown;
  },
  card: OfferType,
): OfferCardState {
  const matches = offerCardOfStrategy(appraisal.sellStrategyStatusId) === card;
  const sent = matches && Boolean(appraisal.offerSent);
  const lease = appraisal.appraisalTypeId === 2;
  const buying = matches && lease && appraisal.appraisalStatusId === 1;
  const label = lease
    ? sent
      ? OFFER_BUTTON_LABELS.rebuy
      : OFFER_BUTTON_LABELS.buy
    : sent
      ? OFFER_BUTTON_LABELS.resend
      : OFFER_BUTTON_LABELS.makeOffer;
  return { matches, buying, sent, label: buying ? OFFER_BUTTON_LABELS.buying : label };
}
