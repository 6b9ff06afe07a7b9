import { z } from 'zod';
import { flag, MONEY_MAX, optionalId, requiredId, requiredMoney } from './fields';

/** Part 2 section 5: "Bid dialog: bidder required ('Bidder is required'); amount required ('Amount is required'); default amount '0.00'." */
export const BID_MESSAGES = {
  bidder: 'Bidder is required',
  amount: 'Amount is required',
  onePreferred: 'Only one bid can be preferred.',
} as const;

export const BID_DEFAULT_AMOUNT = '0.00';

/**
 * The bid dialog. The amount must be above 0: the field starts at '0.00', and a bid left at 0 is a
 * bid nobody entered, so it gets the spec's "Amount is required".
 */
export const bidFormSchema = z.object({
  bidderId: requiredId(BID_MESSAGES.bidder),
  amount: requiredMoney(BID_MESSAGES.amount, { min: 0.01, max: MONEY_MAX }),
});
export type BidForm = z.output<typeof bidFormSchema>;
export type BidFormInput = z.input<typeof bidFormSchema>;

/**
 * Bids as the worksheet save sends them (part 1 section 7: "each bid carries amount, profit, and an
 * id only if positive"). The server recomputes profit; "only one bid can be preferred at a time".
 */
export const bidSaveSchema = z.object({
  id: optionalId('Bid id must be a positive whole number.'),
  bidderId: requiredId(BID_MESSAGES.bidder),
  amount: requiredMoney(BID_MESSAGES.amount, { min: 0.01, max: MONEY_MAX }),
  profit: requiredMoney('Profit must be a number.').optional(),
  isPreferred: flag(),
});
export type BidSave = z.output<typeof bidSaveSchema>;

export const bidListSaveSchema = z.array(bidSaveSchema).superRefine((bids, ctx) => {
  if (bids.filter((b) => b.isPreferred).length > 1)
    ctx.addIssue({ code: 'custom', message: BID_MESSAGES.onePreferred });
});
