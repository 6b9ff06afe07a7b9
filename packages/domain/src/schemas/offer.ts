import { z } from 'zod';
import { OFFER_TYPES, type OfferType } from '../constants/sell-strategies';
import { flag, requiredMoney } from './fields';

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
  };
}
