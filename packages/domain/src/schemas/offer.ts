import { z } from 'zod';
import { OFFER_TYPES, type OfferType } from '../constants/sell-strategies';
import { customerDeliveryAnswer } from '../format/customer-delivery';
import type { OfferStatus } from '../formulas/offer-letter';
import {
  MILEAGE_ALLOWANCE_RANGE,
  OFFER_TERMS_DEFAULTS,
  OFFER_TERMS_MESSAGES,
  OFFER_VALID_DAYS_RANGE,
} from '../formulas/offer-terms';
import { idAnswer, moneyAnswer, timestampAnswer } from './answer-fields';
import { appraisalDetailAnswer } from './appraisal-answers';
import { flag, optionalNumber, requiredMoney, requiredNumber } from './fields';

/**
 * Offer dialog messages. The spec says only that "the form is validated before submit" (part 1
 * section 5); the rules and texts are ours: an exact offer needs an amount, a ranged offer both ends
 * in order, "No offer, Bring to store" needs nothing.
 */
export const OFFER_MESSAGES = {
  template: 'Choose an offer type.',
  amount: 'Enter an offer amount.',
  amountMin: 'Enter the lowest offer.',
  amountMax: 'Enter the highest offer.',
  rangeOrder: 'The highest offer must be at least the lowest.',
  number: 'Enter an amount.',
  type: 'Offer type must be auction or retail.',
} as const;

const money = (message: string) => requiredMoney(message).optional().default(0);

const validDays = (rules = { int: true, ...OFFER_VALID_DAYS_RANGE }) =>
  requiredNumber(OFFER_TERMS_MESSAGES.validDays, rules);
const mileageAllowance = () =>
  requiredNumber(OFFER_TERMS_MESSAGES.mileageAllowance, { int: true, ...MILEAGE_ALLOWANCE_RANGE });

/** GET and PUT /dealer_offer_terms: the dealer's default terms of an offer (Defaults tab). */
export const offerTermsSchema = z.object({ validDays: validDays(), mileageAllowance: mileageAllowance() });
export const offerTermsAnswer = z.object({
  validDays: z.number().int().describe('days an offer holds'),
  mileageAllowance: z.number().int().describe('miles over the declared mileage an offer still covers'),
});

/** Part 1 section 3, "Offer dialog fields" (defaults: "all amounts 0.00"). */
export const offerFormSchema = z
  .object({
    offerTemplate: z.union([z.literal(0), z.literal(1), z.literal(2)], { error: OFFER_MESSAGES.template }),
    offerAmount: money(OFFER_MESSAGES.number),
    offerAmountMin: money(OFFER_MESSAGES.number),
    offerAmountMax: money(OFFER_MESSAGES.number),
    customerProfit: money(OFFER_MESSAGES.number),
    includeDamages: flag(),
    printPdf: flag(),
    sendPdf: flag(),
    showCustomerEquity: flag(),
    textPdf: flag(),
    validDays: validDays().optional().default(OFFER_TERMS_DEFAULTS.validDays),
    mileageAllowance: mileageAllowance().optional().default(OFFER_TERMS_DEFAULTS.mileageAllowance),
    screenIdx: z
      .union([z.literal(0), z.literal(1)])
      .optional()
      .default(0),
  })
  .superRefine((v, ctx) => {
    if (v.offerTemplate === 0 && v.offerAmount <= 0) {
      ctx.addIssue({ code: 'custom', path: ['offerAmount'], message: OFFER_MESSAGES.amount });
    }
    if (v.offerTemplate === 1) {
      if (v.offerAmountMin <= 0)
        ctx.addIssue({ code: 'custom', path: ['offerAmountMin'], message: OFFER_MESSAGES.amountMin });
      if (v.offerAmountMax <= 0)
        ctx.addIssue({ code: 'custom', path: ['offerAmountMax'], message: OFFER_MESSAGES.amountMax });
      else if (v.offerAmountMax < v.offerAmountMin)
        ctx.addIssue({ code: 'custom', path: ['offerAmountMax'], message: OFFER_MESSAGES.rangeOrder });
    }
  });
export type OfferForm = z.output<typeof offerFormSchema>;
export type OfferFormInput = z.input<typeof offerFormSchema>;

/**
 * POST /appraisals/{id}/offer (part 1 section 7: "printPdf flag, returns pdfUrl; body also amount,
 * amountMin, amountMax, customerProfit, includeDamages, sendPdf, showCustomerEquity, template,
 * textPdf, type auction or retail").
 */
export const offerPayloadSchema = z
  .object({
    amount: money(OFFER_MESSAGES.number),
    amountMin: money(OFFER_MESSAGES.number),
    amountMax: money(OFFER_MESSAGES.number),
    customerProfit: money(OFFER_MESSAGES.number),
    includeDamages: flag(),
    printPdf: flag(),
    sendPdf: flag(),
    showCustomerEquity: flag(),
    textPdf: flag(),
    template: z.union([z.literal(0), z.literal(1), z.literal(2)], { error: OFFER_MESSAGES.template }),
    type: z.enum(OFFER_TYPES, { error: OFFER_MESSAGES.type }),
    /** This offer's terms; absent or blank: the dealer's (GET /dealer_offer_terms). */
    validDays: optionalNumber(OFFER_TERMS_MESSAGES.validDays, { int: true, ...OFFER_VALID_DAYS_RANGE }),
    mileageAllowance: optionalNumber(OFFER_TERMS_MESSAGES.mileageAllowance, { int: true, ...MILEAGE_ALLOWANCE_RANGE }),
  })
  .superRefine((v, ctx) => {
    if (v.template === 0 && v.amount <= 0)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: OFFER_MESSAGES.amount });
    if (v.template === 1) {
      if (v.amountMin <= 0) ctx.addIssue({ code: 'custom', path: ['amountMin'], message: OFFER_MESSAGES.amountMin });
      if (v.amountMax <= 0) ctx.addIssue({ code: 'custom', path: ['amountMax'], message: OFFER_MESSAGES.amountMax });
      else if (v.amountMax < v.amountMin)
        ctx.addIssue({ code: 'custom', path: ['amountMax'], message: OFFER_MESSAGES.rangeOrder });
    }
  });
export type OfferPayload = z.output<typeof offerPayloadSchema>;
export type OfferPayloadInput = z.input<typeof offerPayloadSchema>;

/** The dialog's values as the offer call's body, for the chosen type (auction or retail). */
export function toOfferPayload(form: OfferForm, type: OfferType): OfferPayload {
  return {
    amount: form.offerAmount,
    amountMin: form.offerAmountMin,
    amountMax: form.offerAmountMax,
    customerProfit: form.customerProfit,
    includeDamages: form.includeDamages,
    printPdf: form.printPdf,
    sendPdf: form.sendPdf,
    showCustomerEquity: form.showCustomerEquity,
    textPdf: form.textPdf,
    template: form.offerTemplate,
    type,
    validDays: form.validDays,
    mileageAllowance: form.mileageAllowance,
  };
}

/** One line of the customer's breakdown; a ranged offer's figures that differ carry the high end too. */
const breakdownLineAnswer = z.object({ label: z.string(), amount: moneyAnswer, amountMax: moneyAnswer.optional() });

/**
 * What the customer sees of how the offer was reached (domain customerOfferBreakdown): lines that
 * sum to the offer; offer - payoff = equity only when the dealer chose to show the equity.
 */
export const customerOfferBreakdownAnswer = z.object({
  lines: z.array(breakdownLineAnswer),
  offer: breakdownLineAnswer,
  equity: z.object({ payoff: breakdownLineAnswer, equity: breakdownLineAnswer }).nullable(),
});

const comparisonDifferenceAnswer = z.object({
  label: z.string(),
  declared: z.string().nullable().describe('what the customer told us; null where the intake did not ask'),
  found: z.string().describe('what the inspection found'),
  amount: moneyAnswer.describe("the difference's effect on the offer (its low end for a range)"),
  amountMax: moneyAnswer.optional().describe("the effect on a range's high end, when it differs"),
});

/**
 * "What you told us, what we found" (domain offerComparison): the previous offer, each declared
 * fact the inspection contradicted with its effect, other adjustments, the new offer; they add up.
 */
export const offerComparisonAnswer = z.object({
  previous: breakdownLineAnswer,
  differences: z.array(comparisonDifferenceAnswer),
  other: breakdownLineAnswer.nullable().describe('the change no difference explains; null when none'),
  offer: breakdownLineAnswer,
});

/**
 * GET /appraisals/{id}/offer-comparison: what the customer would be shown if the offer the dialog
 * suggests were sent now; null when there is nothing to explain.
 */
export const offerComparisonPreviewAnswer = z.object({ comparison: offerComparisonAnswer.nullable() });
export type OfferComparisonPreview = z.infer<typeof offerComparisonPreviewAnswer>;

export const OFFER_STATUSES = ['open', 'accepted', 'declined', 'expired'] as const satisfies readonly OfferStatus[];

/** The vehicle as offer letters, the offer page and providers describe it (the inspected mileage first). */
export const vehicleFactsAnswer = z.object({
  year: z.number().int().nullable(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  trim: z.string().nullable(),
  vin: z.string(),
  mileage: z.number().int().nullable(),
});

/**
 * GET /offers/{token}: what the customer's offer page shows, without a session. The customer's own
 * offer and its breakdown as recorded (never the pack, the profit, the valuations or, unless the
 * offer showed equity, the payoff).
 */
export const publicOfferAnswer = z.object({
  appraisalId: idAnswer,
  dealer: z.object({
    name: z.string(),
    logoUrl: z.string().nullable(),
    address: z.string().describe('one line'),
    phoneNumber: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
  }),
  customer: z.object({ firstName: z.string().nullable() }),
  vehicle: vehicleFactsAnswer,
  offer: z.object({
    template: z.number().int().describe('0 exact, 1 range, 2 no offer (bring to store)'),
    type: z.enum(OFFER_TYPES),
    amount: moneyAnswer.nullable().describe('the exact offer; null for a range or no offer'),
    amountMin: moneyAnswer.nullable(),
    amountMax: moneyAnswer.nullable(),
    sentAt: timestampAnswer,
    validUntil: timestampAnswer,
    mileageAllowance: z.number().int().describe('miles over the declared mileage the offer still covers'),
    mileageLimit: z
      .number()
      .int()
      .nullable()
      .describe('declared mileage plus the allowance; null when none was declared'),
    terms: z.string().describe('the sentence stating until when and up to how many miles the offer holds'),
    renewalRequestedAt: timestampAnswer
      .nullable()
      .describe('when the customer asked for a new offer after this one expired'),
  }),
  breakdown: customerOfferBreakdownAnswer.nullable().describe('null for a no-offer'),
  comparison: offerComparisonAnswer
    .nullable()
    .describe('how an inspection changed the offer, as recorded with it; null when there was nothing to explain'),
  status: z.enum(OFFER_STATUSES),
  letterUrl: z.string().nullable().describe('the offer letter (PDF); null for offers from before letters were kept'),
});
export type PublicOffer = z.infer<typeof publicOfferAnswer>;

/** POST /offers/{token}/renewal: the customer of an expired offer asked for a new one (asking again changes nothing). */
export const offerRenewalAnswer = z.object({ renewalRequestedAt: timestampAnswer });
export type OfferRenewal = z.infer<typeof offerRenewalAnswer>;

/** POST /appraisals/{id}/respond/{x} with the link's token: the offer's status after the customer's answer. */
export const offerLinkResponseAnswer = z.object({ status: z.enum(['accepted', 'declined']) });
export type OfferLinkResponse = z.infer<typeof offerLinkResponseAnswer>;

/** POST /appraisals/{id}/offer: the record as it now is, the letter's link and each channel's outcome. */
export const madeOfferAnswer = appraisalDetailAnswer.extend({
  pdfUrl: z.string().describe("the offer letter's link"),
  delivery: z
    .array(customerDeliveryAnswer)
    .nullable()
    .describe('what happened to the e-mail and the text; null when not sent'),
});
export type MadeOffer = z.infer<typeof madeOfferAnswer>;

/** POST /appraisals/{id}/respond/{x}: the customer (with the link's token) gets the answer recorded; staff get the record. */
export const offerResponseAnswer = z.union([offerLinkResponseAnswer, appraisalDetailAnswer]);
