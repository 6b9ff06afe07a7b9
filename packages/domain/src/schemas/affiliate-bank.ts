import { z } from 'zod';
import { requiredText } from './fields';

/**
 * Part 2 section 5: "Affiliate name required, at least 3 characters ('Affiliate name is required').
 * Bank name the same ('Bank name is required')."
 */
export const AFFILIATE_MESSAGES = { name: 'Affiliate name is required' } as const;
export const BANK_MESSAGES = { name: 'Bank name is required' } as const;

export const affiliateSchema = z.object({ name: requiredText(AFFILIATE_MESSAGES.name, 3) });
export type AffiliateForm = z.infer<typeof affiliateSchema>;

export const bankSchema = z.object({ name: requiredText(BANK_MESSAGES.name, 3) });
export type BankForm = z.infer<typeof bankSchema>;
