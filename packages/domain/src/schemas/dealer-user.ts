import { z } from 'zod';
import { isRoleName, roleById } from '../permissions/roles';
import { boundedString, EMAIL_INVALID, optionalText, requiredText } from './fields';
import { makeListQuerySchema } from './list-query';

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

/** Sort fields of GET /users (ours: the spec gives none for the Users tab). */
export const DEALER_USER_SORT_FIELDS = ['name', 'email', 'createdAt', 'lastSignInAt', 'id'] as const;

/**
 * GET /users in the list protocol, "filterable by name, e-mail and role": each a part of the text
 * (case-insensitive), the role by name (DEALER_ADMIN) or id.
 */
export const dealerUserListQuerySchema = makeListQuerySchema({
  sortFields: DEALER_USER_SORT_FIELDS,
  defaultSort: ['name', 'ASC'],
  filter: z.strictObject({
    name: boundedString('Enter text.', 200).optional(),
    email: boundedString('Enter text.', 200).optional(),
    role: z
      .union([z.string(), z.number()], { error: DEALER_USER_MESSAGES.roles })
      .optional()
      .transform((v, ctx) => {
        if (v === undefined || v === '') return undefined;
        const role = typeof v === 'number' ? roleById(v)?.name : isRoleName(v) ? v : undefined;
        if (!role) {
          ctx.addIssue({ code: 'custom', message: DEALER_USER_MESSAGES.roles });
          return z.NEVER;
        }
        return role;
      }),
  }),
});
export type DealerUserListQuery = z.output<typeof dealerUserListQuerySchema>;
