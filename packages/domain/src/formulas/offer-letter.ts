import { OFFER_TEMPLATE, type OfferTemplate } from '../constants/offer-dialog';
import type { OfferType } from '../constants/sell-strategies';
import { formatCurrency } from '../format/money';
import { fromCents, type MoneyInput, parseMoneyValue, toCents } from './cents';
import { reconditioningCostCents, type WorksheetInput } from './worksheet';

/**
 * What the customer gets with an offer (the letter, the e-mail and the public offer page). The spec
 * names only the dialog and the calls; the texts, the validity and the breakdown are ours.
 */

export const OFFER_LETTER_TEXTS = {
  noOffer: 'Bring your vehicle to the store for an offer',
  invalidLink: 'This offer link is no longer valid.',
  alreadyAnswered: 'This offer has already been answered.',
  expired: 'This offer has expired.',
  noOfferToAnswer: 'There is no offer to answer.',
} as const;

export type OfferStatus = 'open' | 'accepted' | 'declined' | 'expired';

export interface OfferAmounts {
  template: OfferTemplate | number;
  amount?: MoneyInput;
  amountMin?: MoneyInput;
  amountMax?: MoneyInput;
}

/** "$12,345.00", "$12,000.00 - $13,000.00", or the no-offer sentence. */
export function offerAmountText(offer: OfferAmounts): string {
  if (offer.template === OFFER_TEMPLATE.EXACT) return formatCurrency(offer.amount ?? 0);
  if (offer.template === OFFER_TEMPLATE.RANGED) {
    return `${formatCurrency(offer.amountMin ?? 0)} - ${formatCurrency(offer.amountMax ?? 0)}`;
  }
  return OFFER_LETTER_TEXTS.noOffer;
}

/** An answered offer keeps its answer; an unanswered one expires after its last valid moment. */
export function offerStatus(
  offer: { validUntil: Date; acceptedAt?: Date | null; declinedAt?: Date | null },
  now: Date,
): OfferStatus {
  if (offer.acceptedAt) return 'accepted';
  if (offer.declinedAt) return 'declined';
  return now.getTime() > offer.validUntil.getTime() ? 'expired' : 'open';
}

/** One line of the customer's breakdown; a ranged offer's figures that differ carry the high end too. */
export interface OfferBreakdownLine {
  label: string;
  amount: number;
  amountMax?: number;
}

/**
 * What the customer sees of how the offer was reached (the offer page and the letter, from the
 * same object). Each block adds up line by line: lines sum to offer; offer + payoff line = equity.
 */
export interface CustomerOfferBreakdown {
  /** Appraised value first, then what comes off it (negative). */
  lines: OfferBreakdownLine[];
  offer: OfferBreakdownLine;
  /** Only when the dealer chose "show customer equity" and a payoff is known. */
  equity: { payoff: OfferBreakdownLine; equity: OfferBreakdownLine } | null;
}

export const OFFER_BREAKDOWN_LABELS = {
  value: 'Appraised value',
  recon: 'Reconditioning',
  transport: 'Transport fee',
  auctionFee: 'Auction fee',
  offer: 'Our offer',
  payoff: 'Loan payoff',
  equity: 'Your equity',
} as const;

export interface CustomerOfferInput extends OfferAmounts {
  type: OfferType;
  showCustomerEquity: boolean;
}

/**
 * The customer-visible breakdown of an offer. The deductions are the costs the customer may see:
 * reconditioning, the transport fee and (selling at auction) the auction fee. The wholesale pack and
 * the dealer's profit are internal and never shown, so the top line is the value the dealer puts on
 * the vehicle before those visible costs: offer + visible costs ("Appraised value", not the market
 * valuation, which would need pack and profit lines to add up). Zero deductions are left out. The
 * payoff block (offer - payoff = equity) shows only when asked for and a payoff is recorded.
 * A no-offer has no breakdown.
 */
export function customerOfferBreakdown(ws: WorksheetInput, offer: CustomerOfferInput): CustomerOfferBreakdown | null {
  const ranged = offer.template === OFFER_TEMPLATE.RANGED;
  if (!ranged && offer.template !== OFFER_TEMPLATE.EXACT) return null;
  const low = toCents(ranged ? offer.amountMin : offer.amount);
  const high = ranged ? toCents(offer.amountMax) : low;
  const line = (label: string, lowCents: number, highCents: number): OfferBreakdownLine =>
    ranged
      ? { label, amount: fromCents(lowCents), amountMax: fromCents(highCents) }
      : { label, amount: fromCents(lowCents) };
  const L = OFFER_BREAKDOWN_LABELS;
  const costs: [string, number][] = [
    [L.recon, reconditioningCostCents(ws)],
    [L.transport, toCents(ws.pickupFee)],
    [L.auctionFee, offer.type === 'auction' ? toCents(ws.auctionFee) : 0],
  ];
  const shown = costs.filter(([, cents]) => cents !== 0);
  const costCents = shown.reduce((sum, [, cents]) => sum + cents, 0);
  const lines = [
    line(L.value, low + costCents, high + costCents),
    ...shown.map(([label, cents]) => ({ label, amount: fromCents(-cents) })),
  ];
  const hasPayoff = parseMoneyValue(ws.adjustedPayoffAmount) !== null;
  const payoff = toCents(ws.adjustedPayoffAmount);
  return {
    lines,
    offer: line(L.offer, low, high),
    equity:
      offer.showCustomerEquity && hasPayoff
        ? {
            payoff: { label: L.payoff, amount: fromCents(-payoff) },
            equity: line(L.equity, low - payoff, high - payoff),
          }
        : null,
  };
}

/** "$1,000.00" or "$1,000.00 - $2,000.00": a breakdown line's figure. */
export function breakdownAmountText(line: OfferBreakdownLine): string {
  return line.amountMax === undefined
    ? formatCurrency(line.amount)
    : `${formatCurrency(line.amount)} - ${formatCurrency(line.amountMax)}`;
}
