import { type EmailVarValues, formatCurrency, formatDate, offerAmountText, offerValidUntil } from '@dealer/domain';
import type { AppraisalRecord } from '../appraisals';

type OfferColumns = Pick<
  AppraisalRecord,
  'offerTemplate' | 'offerAmount' | 'offerAmountMin' | 'offerAmountMax' | 'offerSentAt' | 'offerValidUntil'
>;

/** The offer recorded on an appraisal (the preview with a real appraisal, the answer confirmations). */
export function appraisalOfferValues(row: OfferColumns): EmailVarValues {
  if (!row.offerSentAt) return {};
  return {
    offer_amount: offerAmountText({
      template: row.offerTemplate ?? 0,
      amount: row.offerAmount,
      amountMin: row.offerAmountMin,
      amountMax: row.offerAmountMax,
    }),
    offer_valid_until: formatDate(row.offerValidUntil ?? offerValidUntil(row.offerSentAt)),
    purchase_amount: row.offerAmount === null ? '' : formatCurrency(row.offerAmount),
  };
}
