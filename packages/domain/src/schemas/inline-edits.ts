import { z } from 'zod';
import { optionalMoney } from './fields';
import { WORKSHEET_MESSAGES } from './worksheet';

const RECON_MESSAGE = 'Enter an amount of 0 or more.';

/**
 * POST /appraisals/{id}/recon (part 1 section 7), the assess tab's inline edit (part 2 section 2.1:
 * "Inline edits in the assess and payoff tabs"): the three recon costs; blank clears one.
 */
export const reconEditSchema = z.strictObject({
  reconBodyCost: optionalMoney(RECON_MESSAGE, { min: 0 }).optional(),
  reconMechCost: optionalMoney(RECON_MESSAGE, { min: 0 }).optional(),
  reconOtherCost: optionalMoney(RECON_MESSAGE, { min: 0 }).optional(),
});
export type ReconEdit = z.output<typeof reconEditSchema>;

/** The payoff tab's inline edit: the payoff, which "shows an error when at most 0" (part 2 section 5). */
export const payoffEditSchema = z.strictObject({
  adjustedPayoffAmount: optionalMoney(WORKSHEET_MESSAGES.payoff).refine(
    (v) => v === null || v > 0,
    WORKSHEET_MESSAGES.payoff,
  ),
});
export type PayoffEdit = z.output<typeof payoffEditSchema>;
