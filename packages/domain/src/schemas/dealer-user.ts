import { z } from 'zod';
import { roleById } from '../permissions/roles';
import { EMAIL_INVALID, optionalText, requiredText } from './fields';

/**
 * Part 2 section 5: "Dealer user: firstName and lastName required, at least 3 characters each (the
 * last-name message reads 'First name is required' as well). Email required, at least 3 characters
 * ('Email name is required'). phoneNumber a string." The quirks are kept as written.
 */
export const DEALER_USER_MESSAGES = {
  firstName: 'First name is required',
  lastName: 'First name is required',
  email: 'Email name is required',
  emailInvalid: EMAIL_INVALID,
  roles: 'Choose roles from the list.',
} as const;

/** The one message both name fields show (the quirk is product copy, so it is kept). */
export const NAME_REQUIRED_MESSAGE = 'First name is required';

/** A first or last name: required, at least 3 characters, one message for both cases. */
export const personName = requiredText(NAME_REQUIRED_MESSAGE, 3);

/** Names, with the spec's quirk; shared with the own-profile form ("same first and last name rules"). */
export const personNameShape = { firstName: personName, lastName: personName };

/**
 * POST /users and PUT /users/{id}. Beyond the spec: the e-mail must also be an e-mail (the user signs
 * in with it, and it receives the confirm-account link), and roles are sent as role ids (the
 * GET /users/roles list gives "id, name, abbrev, summary").
 */
export const dealerUserSchema = z.object({
  ...personNameShape,
  email: z
    .string({ error: DEALER_USER_MESSAGES.email })
    .trim()
    .min(3, DEALER_USER_MESSAGES.email)
    .pipe(z.email({ error: DEALER_USER_MESSAGES.emailInvalid })),
  phoneNumber: optionalText(40).transform((v) => v ?? ''),
  roles: z
    .array(
      z
        .number({ error: DEALER_USER_MESSAGES.roles })
        .refine((id) => roleById(id) !== undefined, DEALER_USER_MESSAGES.roles),
      {
        error: DEALER_USER_MESSAGES.roles,
      },
    )
    .optional()
    .default([]),
});
export type DealerUserForm = z.output<typeof dealerUserSchema>;
export type DealerUserFormInput = z.input<typeof dealerUserSchema>;
