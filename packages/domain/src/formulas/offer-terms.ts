import { formatDate } from '../format/dates';
import { formatThousands } from '../format/money';

/**
 * An offer's terms: how many days it holds and how many miles over the mileage the customer
 * declared it still covers. Each dealer sets its own (Defaults tab), and the offer dialog can change
 * them for one offer. A week and 250 miles are what instant-offer programs commonly guarantee.
 */
export const OFFER_TERMS_DEFAULTS = { validDays: 7, mileageAllowance: 250 } as const;
export type OfferTerms = { validDays: number; mileageAllowance: number };

export const OFFER_VALID_DAYS_RANGE = { min: 1, max: 60 } as const;
export const MILEAGE_ALLOWANCE_RANGE = { min: 0, max: 10_000 } as const;

/** How long before its end an unanswered offer shows in the "Offers expiring in 48 hours" queue. */
export const OFFER_EXPIRY_WARNING_MS = 48 * 3_600_000;

export const OFFER_TERMS_MESSAGES = {
  validDays: 'Enter a whole number of days from 1 to 60.',
  mileageAllowance: 'Enter whole miles from 0 to 10,000.',
  saved: 'Offer terms saved',
} as const;

/** The texts of an offer that ran out, on the customer's page and in the dealer's notifications. */
export const OFFER_RENEWAL_TEXTS = {
  ask: 'Ask for a new offer',
  asked: (dealer: string) => `We let ${dealer} know. They will send you a new offer.`,
  activity: 'Customer asked for a new offer',
  notExpired: 'This offer is still open: accept or decline it.',
} as const;

/** The last moment the offer can be accepted. */
export function offerValidUntil(sentAt: Date, validDays: number = OFFER_TERMS_DEFAULTS.validDays): Date {
  return new Date(sentAt.getTime() + validDays * 86_400_000);
}

/** The most miles the vehicle may show for the offer to stand; null when nobody declared a mileage. */
export function offerMileageLimit(declaredMileage: number | null | undefined, allowance: number): number | null {
  return declaredMileage === null || declaredMileage === undefined ? null : declaredMileage + allowance;
}

/**
 * The sentence the offer page, the letter, the e-mail and the text state: until when and up to how
 * many miles, from the mileage the customer declared.
 */
export function offerTermsText(terms: {
  validUntil: Date;
  declaredMileage: number | null | undefined;
  mileageAllowance: number;
}): string {
  const until = `This offer is good until ${formatDate(terms.validUntil)}`;
  const declared = terms.declaredMileage;
  const allowance = formatThousands(terms.mileageAllowance);
  if (declared === null || declared === undefined)
    return `${until} and for up to ${allowance} miles over the mileage declared.`;
  if (terms.mileageAllowance === 0) return `${until} at the ${formatThousands(declared)} miles declared.`;
  return `${until} and for up to ${formatThousands(declared + terms.mileageAllowance)} miles (${allowance} miles over the ${formatThousands(declared)} miles declared).`;
}
