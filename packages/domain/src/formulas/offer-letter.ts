import { OFFER_TEMPLATE, type OfferTemplate } from '../constants/offer-dialog';
import type { OfferType } from '../constants/sell-strategies';
import { formatCurrency } from '../format/money';
import { fromCents, type MoneyInput, parseMoneyValue, toCents } from './cents';
import { reconditioningCostCents, type WorksheetInput } from './worksheet';

/**
 * What the customer gets with an offer (the letter, the e-mail and the public offer page). The spec
 * names only the dialog and the calls; the texts, the validity and the breakdown are ours.
 */

/** How long an offer stands: a week, the usual time a dealer holds a trade-in price. */
export const OFFER_VALID_DAYS = 7;

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

/** The last moment the offer can be accepted. */
export function offerValidUntil(sentAt: Date): Date {
  return new Date(sentAt.getTime() + OFFER_VALID_DAYS * 86_400_000);
}

/** An answered offer keeps its answer; an unanswered one expires after OFFER_VALID_DAYS. */
export function offerStatus(
  offer: { sentAt: Date; acceptedAt?: Date | null; declinedAt?: Date | null },
  now: Date,
): OfferStatus {
  if (offer.acceptedAt) return 'accepted';
  if (offer.declinedAt) return 'declined';
  return now.getTime() > offerValidUntil(offer.sentAt).getTime() ? 'expired' : 'open';
}

export interface OfferBreakdownLine {
  label: string;
  amount: number;
}

/**
 * The plain "how it was reached" of an offer for the customer: the valuation the offer type sells
 * at, then what comes off it (deductions are negative). The fees are those of the type's fee mode
 * (fees.ts: wholesale = auction fee + pickup fee + wholesale pack + recon; retail = pickup fee +
 * recon); the payoff shows when known. Never the dealer's profit or profit objective. Deductions
 * of zero are left out: a line of "$0.00" explains nothing.
 */
export function offerBreakdown(ws: WorksheetInput, type: OfferType): OfferBreakdownLine[] {
  const valuation = type === 'auction' ? ws.auctionValuation : ws.retailValuation;
  const lines: OfferBreakdownLine[] = [
    {
      label: type === 'auction' ? 'Wholesale market value' : 'Retail market value',
      amount: fromCents(toCents(valuation)),
    },
  ];
  const deduct = (label: string, cents: number) => {
    if (cents !== 0) lines.push({ label, amount: fromCents(-cents) });
  };
  deduct('Reconditioning', reconditioningCostCents(ws));
  deduct('Transport fee', toCents(ws.pickupFee));
  if (type === 'auction') {
    deduct('Auction fee', toCents(ws.auctionFee));
    deduct('Wholesale pack', toCents(ws.wholesalePack));
  }
  if (parseMoneyValue(ws.adjustedPayoffAmount) !== null) {
    lines.push({ label: 'Loan payoff', amount: fromCents(-toCents(ws.adjustedPayoffAmount)) });
  }
  return lines;
}
