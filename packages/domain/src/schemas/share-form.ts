import { z } from 'zod';
import { SHARE_FORM_TYPE_CODES, SHARE_TYPES, type ShareFormTypeCode } from '../constants/share-form';
import { phoneDigits } from '../format/phone';
import { idAnswer } from './answer-fields';
import { AUTH_MESSAGES } from './auth';
import { optionalEmail, optionalText } from './fields';
import { newAppraisalMinimalSchema, prefillAnswer } from './new-appraisal';

/** Part 1 section 5: "Share via e-mail requires an e-mail; via SMS requires a phone." Texts ours, in the login page's style. */
export const SHARE_FORM_MESSAGES = {
  emailRequired: AUTH_MESSAGES.emailRequired,
  phoneRequired: 'Phone is required',
  phoneInvalid: 'Enter a valid phone number',
  typeCode: 'Choose a form.',
  shareType: 'Choose link, email or text.',
} as const;

/** A phone an SMS can reach: 10 digits, or 11 starting with 1 (the display rule of part 1 section 5). */
function isSmsPhone(phone: string): boolean {
  const digits = phoneDigits(phone);
  return digits.length === 10 || (digits.length === 11 && digits.startsWith('1'));
}

/**
 * Share-form dialog and POST /appraisals/share-invite (part 1 section 2: "typeCode, shareType, email,
 * phone, prefillValues, url"). Prefill values use "the minimal validation set".
 */
export const shareFormSchema = z
  .object({
    typeCode: z.enum(SHARE_FORM_TYPE_CODES as [ShareFormTypeCode, ...ShareFormTypeCode[]], {
      error: SHARE_FORM_MESSAGES.typeCode,
    }),
    shareType: z.enum(SHARE_TYPES, { error: SHARE_FORM_MESSAGES.shareType }),
    email: optionalEmail(),
    phone: optionalText(40),
    prefillValues: newAppraisalMinimalSchema.nullable().optional(),
    url: optionalText(2000),
  })
  .superRefine((v, ctx) => {
    if (v.shareType === 'email' && !v.email) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: SHARE_FORM_MESSAGES.emailRequired });
    }
    if (v.shareType === 'sms') {
      if (!v.phone) ctx.addIssue({ code: 'custom', path: ['phone'], message: SHARE_FORM_MESSAGES.phoneRequired });
      else if (!isSmsPhone(v.phone))
        ctx.addIssue({ code: 'custom', path: ['phone'], message: SHARE_FORM_MESSAGES.phoneInvalid });
    }
  });
export type ShareForm = z.output<typeof shareFormSchema>;
export type ShareFormInput = z.input<typeof shareFormSchema>;

/** POST /appraisals/share-invite: the link to the customer form (e-mail and SMS also send it). */
export const shareInviteAnswer = z.object({ shareUrl: z.string() });
export type ShareInviteResult = z.infer<typeof shareInviteAnswer>;

/** GET /public/invites/{token}: what the customer form needs to open prefilled (no session). */
export const publicInviteAnswer = z.object({
  dealer: z.object({ id: idAnswer, slug: z.string(), name: z.string(), logoUrl: z.string().nullable() }),
  typeCode: z.enum(SHARE_FORM_TYPE_CODES as [ShareFormTypeCode, ...ShareFormTypeCode[]]),
  prefill: prefillAnswer,
});
export type PublicInvite = z.infer<typeof publicInviteAnswer>;
