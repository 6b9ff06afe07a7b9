import { z } from 'zod';
import { countAnswer, idAnswer, timestampAnswer } from './answer-fields';
import { requiredText } from './fields';

/**
 * Part 2 section 5: "Affiliate name required, at least 3 characters ('Affiliate name is required').
 * Bank name the same ('Bank name is required')." Names are unique per dealer without regard to
 * case (ours: two "Ally Bank" rows would make the finance-bank match ambiguous).
 */
export const AFFILIATE_MESSAGES = {
  name: 'Affiliate name is required',
  taken: 'An affiliate with this name already exists.',
} as const;
export const BANK_MESSAGES = {
  name: 'Bank name is required',
  taken: 'A bank with this name already exists.',
} as const;

/**
 * Part 2 section 5: "Delete confirmation for affiliate or bank: 'Are you sure?' with a note that it
 * will be removed from all appraisals that reference it." The note's words are ours.
 */
export const DEALER_LIST_DELETE_NOTE = 'It will be removed from all appraisals that reference it.';

export const affiliateSchema = z.object({ name: requiredText(AFFILIATE_MESSAGES.name, 3, 100) });
export type AffiliateForm = z.infer<typeof affiliateSchema>;

export const bankSchema = z.object({ name: requiredText(BANK_MESSAGES.name, 3, 100) });
export type BankForm = z.infer<typeof bankSchema>;

/** An affiliate or a bank of the dealer (GET/POST/PUT /dealer_affiliates and /dealer_banks). */
export const dealerListItemAnswer = z.object({
  id: idAnswer,
  name: z.string(),
  createdAt: timestampAnswer,
  updatedAt: timestampAnswer,
});
export type DealerListItem = z.infer<typeof dealerListItemAnswer>;
export const dealerListItemsAnswer = z.array(dealerListItemAnswer);

/**
 * DELETE /dealer_affiliates/{id} and /dealer_banks/{id}: the row removed (react-admin's delete
 * expects the record back) and how many appraisals it was cleared from.
 */
export const dealerListItemDeletedAnswer = dealerListItemAnswer.extend({ appraisalsUpdated: countAnswer });
export type DealerListItemDeleted = z.infer<typeof dealerListItemDeletedAnswer>;
