import {
  customerProfit,
  formatPhone,
  OFFER_DEFAULTS,
  OFFER_TEMPLATE,
  type OfferFormInput,
  type OfferType,
  offerRange,
  proposal,
} from '@dealer/domain';
import type { AppraisalDetail } from '../api/get-appraisal-detail';

/**
 * The offer dialog's starting values (part 1 section 3: "Offer defaults: all amounts 0.00"): an
 * exact offer starts at the card's proposal for the type (the stored one, or the default proposal
 * while none is stored), with the customer profit at that price; a range starts at the domain's
 * offerRange. A worksheet nobody valued for the type stays at 0.00.
 */
export function offerFormDefaults(record: AppraisalDetail, type: OfferType): OfferFormInput {
  const valued = (type === 'auction' ? record.auctionValuation : record.retailValuation) != null;
  const range = offerRange(record);
  return {
    ...OFFER_DEFAULTS,
    offerAmount: valued ? Math.max(0, proposal(record, type)) : 0,
    customerProfit: valued ? customerProfit(record, type) : 0,
    offerAmountMin: range.min,
    offerAmountMax: range.max,
  };
}

/** Who will receive a sent offer, as the dialog tells the user before sending. */
export function offerRecipientsNote(record: Pick<AppraisalDetail, 'email' | 'phoneNumber'>): string {
  const to = [
    record.email?.trim() ? `e-mailed to ${record.email.trim()}` : null,
    record.phoneNumber?.trim() ? `texted to ${formatPhone(record.phoneNumber) || record.phoneNumber.trim()}` : null,
  ].filter(Boolean);
  return to.length > 0
    ? `The offer will be ${to.join(' and ')}.`
    : 'NOTE: Customer email and phone are missing. No notification will be sent.';
}

export const isExact = (template: unknown) => template === OFFER_TEMPLATE.EXACT;
