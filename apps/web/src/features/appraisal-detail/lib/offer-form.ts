import {
  type CustomerDelivery,
  customerProfit,
  deliveryReport,
  formatPhone,
  NOT_SENT_REASONS,
  OFFER_DEFAULTS,
  OFFER_TEMPLATE,
  OFFER_TERMS_DEFAULTS,
  type OfferFormInput,
  type OfferTerms,
  type OfferType,
  suggestedOffer,
} from '@dealer/domain';
import type { AppraisalDetail } from '../api/get-appraisal-detail';

/**
 * The offer dialog's starting values: the domain's suggestedOffer (an exact offer at the card's
 * proposal for the type, a range at offerRange; the server previews the same offer on the
 * Inspection tab), with the customer profit at that price. A worksheet nobody valued for the type
 * stays at 0.00.
 */
export function offerFormDefaults(
  record: AppraisalDetail,
  type: OfferType,
  terms: OfferTerms = OFFER_TERMS_DEFAULTS,
): OfferFormInput {
  const valued = (type === 'auction' ? record.auctionValuation : record.retailValuation) != null;
  const suggested = suggestedOffer(record, type);
  return {
    ...OFFER_DEFAULTS,
    // The dealer's terms (Defaults tab), changeable for this offer.
    validDays: terms.validDays,
    mileageAllowance: terms.mileageAllowance,
    offerAmount: suggested.amount,
    customerProfit: valued ? customerProfit(record, type) : 0,
    offerAmountMin: suggested.amountMin,
    offerAmountMax: suggested.amountMax,
  };
}

/**
 * Who will receive a sent offer, as the dialog tells the user before sending (issue 38 point 11):
 * the text says whether it carries the letter's link (the dialog's tick), and a customer who
 * answered STOP is not texted at all.
 */
export function offerRecipientsNote(
  record: Pick<AppraisalDetail, 'email' | 'phoneNumber'>,
  texting: { textPdf: boolean; stopped: boolean } = { textPdf: false, stopped: false },
): string {
  const email = record.email?.trim();
  // A phone that is not a number shows blank (part 1 section 5), and no text could reach it.
  const phone = formatPhone(record.phoneNumber) || null;
  const to = [
    email ? `e-mailed to ${email}` : null,
    phone && !texting.stopped
      ? `texted to ${phone} ${texting.textPdf ? 'with a link to the offer letter' : '(without the letter link)'}`
      : null,
  ].filter(Boolean);
  const notTexted =
    phone && texting.stopped ? `It will not be texted to ${phone}: ${NOT_SENT_REASONS.opted_out}.` : null;
  if (to.length > 0) return [`The offer will be ${to.join(' and ')}.`, notTexted].filter(Boolean).join(' ');
  if (notTexted) return `${notTexted} No notification will be sent.`;
  return 'NOTE: Customer email and phone are missing. No notification will be sent.';
}

/** What the user is told once the offer went: each channel, sent or not (the answer's delivery). */
export function offerSentReport(delivery: readonly CustomerDelivery[] | null | undefined): {
  message: string;
  allSent: boolean;
} {
  // A repeated request (Idempotency-Key) does not know what its first copy sent.
  if (!delivery) return { message: 'Offer sent', allSent: true };
  if (delivery.length === 0) return { message: 'Offer sent. The customer was not notified.', allSent: false };
  return deliveryReport('Offer', delivery);
}

export const isExact = (template: unknown) => template === OFFER_TEMPLATE.EXACT;
