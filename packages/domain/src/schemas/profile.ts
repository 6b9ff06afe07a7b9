import { z } from 'zod';
import { US_STATE_CODES } from '../constants/us-states';
import { cleanZip } from '../format/zip';
import { personNameShape } from './dealer-user';
import { boundedString, isBlank, optionalText, requiredText } from './fields';

/** Part 2 section 5: "Own profile: same first and last name rules; phone optional." PUT /user. */
export const ownProfileSchema = z.object({
  ...personNameShape,
  phoneNumber: optionalText(40),
});
export type OwnProfileForm = z.output<typeof ownProfileSchema>;
export type OwnProfileFormInput = z.input<typeof ownProfileSchema>;
/** The parsed PUT /user body (name kept from the first version of this file). */
export type OwnProfileInput = z.infer<typeof ownProfileSchema>;

export const DEALER_PROFILE_MESSAGES = {
  state: 'Choose a state from the list.',
  name: 'Dealer name is required',
} as const;

/**
 * Dealer profile tab, PUT /dealers/{id} (part 2 section 3: "Dealer profile: id, phoneNumber,
 * address1, address2, city, state, zip"). The spec gives no rules; ours: a state from the list and
 * a numeric zip (part 1 section 5: "Zip numeric only").
 */
export const dealerProfileSchema = z.object({
  phoneNumber: optionalText(40),
  address1: optionalText(200),
  address2: optionalText(200),
  city: optionalText(100),
  state: z
    .union([z.enum(US_STATE_CODES as [string, ...string[]]), z.literal(''), z.null()], {
      error: DEALER_PROFILE_MESSAGES.state,
    })
    .optional()
    .transform((v) => (v ? v : null)),
  zip: z
    .union([boundedString('Enter a ZIP code.', 20), z.number(), z.null()])
    .optional()
    .transform((v) => (isBlank(v) ? null : cleanZip(v) || null)),
  /** Issue 15: the name customers see on our pages, letters and e-mails; left out, it stays. */
  name: requiredText(DEALER_PROFILE_MESSAGES.name, 1, 100).optional(),
});
export type DealerProfileForm = z.output<typeof dealerProfileSchema>;
export type DealerProfileFormInput = z.input<typeof dealerProfileSchema>;
