import { z } from 'zod';
import { SELL_STRATEGY_IDS } from '../constants/sell-strategies';
import { bidListSaveSchema } from './bid';
import { MONEY_MAX, optionalId, optionalMoney, optionalOneOf, optionalText } from './fields';

export const WORKSHEET_MESSAGES = {
  amount: 'Enter an amount of 0 or more.',
  proposal: 'Enter an amount.',
  /** Ours: part 2 section 5 "payoff shows an error when at most 0" gives no text. */
  payoff: 'Payoff must be more than 0.',
  dealType: 'Choose a purchase type.',
  sellStrategy: 'Choose Wholesale, Auction, Repair or Retail.',
} as const;

const amount = optionalMoney(WORKSHEET_MESSAGES.amount, { min: 0, max: MONEY_MAX });
const signed = optionalMoney(WORKSHEET_MESSAGES.proposal);

/**
 * The worksheet as saved (PUT /appraisals/{id}, POST .../worksheet; part 2 section 3 "Worksheet"):
 * money fields nullable, costs, fees and valuations not negative, proposals any amount. Bids are
 * included "only when allowed" (the server checks canHandleBids). Stored computed fields are not
 * accepted: the server computes them with computeWorksheet.
 */
export const worksheetSaveSchema = z.object({
  profitObjective: amount,
  pickupFee: amount,
  reconBodyCost: amount,
  reconMechCost: amount,
  reconOtherCost: amount,
  adjustedPayoffAmount: amount,
  wholesalePack: amount,
  auctionFee: amount,
  carOfferFee: amount,
  auctionValuation: amount,
  retailValuation: amount,
  carOfferAmount: amount,
  carOfferProposal: signed,
  auctionProposal: signed,
  retailProposal: signed,
  actualCost: amount,
  dmsId: optionalText(60),
  dealTypeId: optionalId(WORKSHEET_MESSAGES.dealType),
  sellStrategyStatusId: optionalOneOf(SELL_STRATEGY_IDS, WORKSHEET_MESSAGES.sellStrategy),
  packageNotes: optionalText(5000),
  bids: bidListSaveSchema.optional(),
});
export type WorksheetSave = z.output<typeof worksheetSaveSchema>;
export type WorksheetSaveInput = z.input<typeof worksheetSaveSchema>;

/**
 * Part 2 section 5: "payoff shows an error when at most 0. The worksheet must validate before an
 * offer, buy or ground." One exception, ours: a vehicle whose owner status is 1 Paid off has no
 * payoff, and reading the rule literally would make it impossible to buy; for it a payoff of 0 is valid.
 */
export function worksheetSubmitSchema(ownerStatusId?: number | null) {
  return worksheetSaveSchema.superRefine((ws, ctx) => {
    const message = payoffMessage(ws.adjustedPayoffAmount, ownerStatusId);
    if (message) ctx.addIssue({ code: 'custom', path: ['adjustedPayoffAmount'], message });
  });
}

/**
 * The payoff's field message, or null: "payoff shows an error when at most 0" (part 2 section 5),
 * as soon as it is entered as well as before an offer, buy or ground; a blank payoff is at most 0.
 * Not for a vehicle whose owner status is 1 Paid off (see worksheetSubmitSchema).
 */
export function payoffMessage(payoff: number | null | undefined, ownerStatusId?: number | null): string | null {
  if (ownerStatusId === 1) return null;
  return payoff === null || payoff === undefined || payoff <= 0 ? WORKSHEET_MESSAGES.payoff : null;
}
