import { z } from 'zod';
import { SHARE_FORM_TYPE_CODES } from '../constants/share-form';
import { moneyAnswer } from './answer-fields';
import { optionalId, optionalText } from './fields';
import { NEW_APPRAISAL_MESSAGES, newAppraisalSchema, startAnswer } from './new-appraisal';

/**
 * The public customer form (/{dslug}/sell and /{dslug}/return, opened from a shared link or the
 * floating logo button): the New appraisal form's full validation, the form type, and who the
 * appraisal is credited to (the invite's sender, or the uid of the link) and its campaign.
 */
export const customerFormSchema = newAppraisalSchema.extend({
  typeCode: z.enum(SHARE_FORM_TYPE_CODES as ['tradein', 'showroom_tradein', 'lease'], {
    error: NEW_APPRAISAL_MESSAGES.typeCode,
  }),
  invite: optionalText(100),
  uid: optionalText(100),
  campaignId: optionalId('Not a valid campaign.'),
});
export type CustomerForm = z.output<typeof customerFormSchema>;
export type CustomerFormInput = z.input<typeof customerFormSchema>;

/**
 * POST /public/dealers/{slug}/appraisals: the start's answer and, through a campaign with an
 * automatic offer whose valuations answered in time, that offer for the thank-you page (else null).
 */
export const customerFormAnswer = startAnswer.extend({
  estimate: z
    .object({ amount: moneyAnswer, max: moneyAnswer.nullable().describe('the top of a ranged offer') })
    .nullable(),
});
export type CustomerFormResult = z.infer<typeof customerFormAnswer>;
