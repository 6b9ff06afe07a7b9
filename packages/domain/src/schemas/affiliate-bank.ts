import { z } from 'zod';
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
