import { formatDateTime, OFFER_TEMPLATE, type OfferType, offerAmountText } from '@dealer/domain';
import type { AppraisalDetail } from '../api/get-appraisal-detail';

export interface LastOffer {
  /** "$15,000.00", "$14,000.00 - $16,000.00" or the no-offer sentence. */
  amount: string;
  /** "11/23/2026 10:05 PM". */
  when: string;
  who: string | null;
}

type OfferRecord = Pick<
  AppraisalDetail,
  'offerSentAt' | 'offerAmount' | 'offerAmountMax' | 'offerAmountMin' | 'offerType' | 'offerTemplate' | 'offeredByName'
>;

/**
 * The offer last sent, for the card that made it (its offer type: auction is the Wholesale card);
 * null on the other card or when no offer was sent. Records from before the template was stored
 * read as ranged when they carry a high end.
 */
export function lastOfferOf(record: OfferRecord, card: OfferType): LastOffer | null {
  if (!record.offerSentAt || (record.offerType ?? 'auction') !== card) return null;
  const template =
    record.offerTemplate ?? (record.offerAmountMax !== null ? OFFER_TEMPLATE.RANGED : OFFER_TEMPLATE.EXACT);
  return {
    amount: offerAmountText({
      template,
      amount: record.offerAmount,
      amountMin: record.offerAmountMin ?? record.offerAmount,
      amountMax: record.offerAmountMax,
    }),
    when: formatDateTime(record.offerSentAt),
    who: record.offeredByName?.trim() || null,
  };
}
