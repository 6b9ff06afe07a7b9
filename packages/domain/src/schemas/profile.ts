import { z } from 'zod';
import { US_STATE_CODES } from '../constants/us-states';
import { US_TIME_ZONES } from '../constants/us-time-zones';
import { cleanZip } from '../format/zip';
import { idAnswer, timestampAnswer } from './answer-fields';
import { AUTH_MESSAGES, PASSWORD_MIN_LENGTH } from './auth-checks';
import { personNameShape } from './dealer-user';
import { boundedString, isBlank, optionalEmail, optionalText, requiredText } from './fields';
import { optionalSmsSender } from './sms-sender';

/** Our texts of the own-profile and password forms (the spec gives the name rules only). */
export const PROFILE_MESSAGES = {
  currentPasswordForEmail: 'Enter your current password to change your e-mail.',
  currentPasswordWrong: 'This is not your current password.',
  passwordsDiffer: 'The two new passwords are not the same.',
  emailLinkSent: (email: string) =>
    `We sent a link to ${email}. Your e-mail changes when you open it; until then, sign in with your current e-mail.`,
  emailChanged: 'Your e-mail is changed. Sign in with your new e-mail.',
  passwordChanged: 'Your password is changed. Your other sessions were signed out.',
} as const;

const password = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .min(1, AUTH_MESSAGES.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordShort)
  .max(200, 'Use at most 200 characters.');

/**
 * Part 2 section 5: "Own profile: same first and last name rules; phone optional." PUT /user.
 * Ours: a new e-mail (optional; blank or the same keeps it) takes the current password and only
 * changes once the link sent to the new address is opened.
 */
export const ownProfileSchema = z.object({
  ...personNameShape,
  phoneNumber: optionalText(40),
  email: optionalEmail(),
  currentPassword: z.string().max(200, 'Use at most 200 characters.').optional(),
});
export type OwnProfileForm = z.output<typeof ownProfileSchema>;
export type OwnProfileFormInput = z.input<typeof ownProfileSchema>;
/** The parsed PUT /user body (name kept from the first version of this file). */
export type OwnProfileInput = z.infer<typeof ownProfileSchema>;

/**
 * PUT /user/password (the password form: "current, new, repeat; at least 8 characters").
 * The login page's password messages; the repeat must match (ours).
 */
export const changePasswordSchema = z
  .object({ currentPassword: password, newPassword: password, repeatPassword: password })
  .refine((v) => v.newPassword === v.repeatPassword, {
    message: PROFILE_MESSAGES.passwordsDiffer,
    path: ['repeatPassword'],
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** PUT /auth/confirm-email: the token of the link sent to the new address. */
export const confirmEmailSchema = z.object({
  token: z.string({ error: 'Token is required' }).min(1, 'Token is required').max(200, 'Token is required'),
});
export type ConfirmEmailInput = z.infer<typeof confirmEmailSchema>;

export const DEALER_PROFILE_MESSAGES = {
  state: 'Choose a state from the list.',
  name: 'Dealer name is required',
  timeZone: 'Choose a time zone from the list.',
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
  /** Not in the spec: the zone of the dealer's quiet hours for texts; left out, it stays. */
  timeZone: z
    .enum(US_TIME_ZONES.map((tz) => tz.value) as [string, ...string[]], { error: DEALER_PROFILE_MESSAGES.timeZone })
    .optional(),
  /**
   * Not in the spec (issue #36 point 2): the number or messaging service the dealer's texts go
   * from, and where customers' replies and STOP come back to; left out, it stays; blank clears it.
   */
  smsSender: optionalSmsSender(),
});
export type DealerProfileForm = z.output<typeof dealerProfileSchema>;
export type DealerProfileFormInput = z.input<typeof dealerProfileSchema>;

/** A dealer by name and logo: GET /dealers, /public/dealers/{slug}, /linked_dealers. */
export const dealerRefAnswer = z.object({
  id: idAnswer,
  slug: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable().describe('the public address of the logo, null when the dealer has none'),
});
export type DealerRef = z.infer<typeof dealerRefAnswer>;
export const dealerRefsAnswer = z.array(dealerRefAnswer);

/** The Profile tab's dealer (GET/PUT /dealers/{id}, and the logo's upload and removal). */
export const dealerProfileAnswer = dealerRefAnswer.extend({
  phoneNumber: z.string().nullable(),
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  timeZone: z.string().describe('IANA; texts to customers wait out 9 pm to 8 am in it'),
  smsSender: z
    .string()
    .nullable()
    .describe('the number (E.164) or messaging service (MG...) the texts go from; null: none, texts refused'),
  updatedAt: timestampAnswer,
});
export type DealerProfile = z.infer<typeof dealerProfileAnswer>;
