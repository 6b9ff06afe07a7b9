import { type CustomerOfferBreakdown, customerOfferBreakdown, type WorksheetInput } from '@dealer/domain';
import type { OfferRow } from './offers.repository';

/**
 * The breakdown the customer sees for a recorded offer: the one stored with it, or, for an offer
 * recorded before breakdowns were stored whole (a plain line list), one computed from the offer's
 * own amounts and flags over the current worksheet.
 */
export function recordedBreakdown(offer: OfferRow, ws: WorksheetInput): CustomerOfferBreakdown | null {
  if (!Array.isArray(offer.breakdown)) return offer.breakdown;
  return customerOfferBreakdown(ws, {
    template: offer.template,
    type: offer.type,
    amount: offer.amount,
    amountMin: offer.amountMin,
    amountMax: offer.amountMax,
    showCustomerEquity: offer.showCustomerEquity,
  });
}
