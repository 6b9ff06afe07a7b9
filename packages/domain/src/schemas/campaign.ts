import { z } from 'zod';
import { CAMPAIGN_TYPE_IDS, CAMPAIGN_VALUATION_SOURCE_VALUES } from '../constants/campaigns';
import { normalizeCampaignRules } from '../formulas/campaign';
import { flag, optionalNumber, optionalOneOf, optionalText, requiredText } from './fields';

/**
 * Part 2 section 5: "Campaign name the same ('Campaign name is required'); typeId nullable number."
 * The auto-offer texts are ours (the spec names the fields: "p1 = offer %, p1v = valuation source,
 * p2 = upper %, p2v = upper source").
 */
export const CAMPAIGN_MESSAGES = {
  name: 'Campaign name is required',
  typeId: 'Choose a campaign type.',
  percent: 'Enter a percentage above 0 and up to 100.',
  source: 'Choose a valuation source.',
  upperBelowOffer: 'The upper % must be at least the offer %.',
  /** Issue 38 point 12: turned on without its percentage, it was silently dropped ("off"). */
  offerPercentRequired: 'Enter the offer %, or turn the automatic offer off.',
} as const;

const percent = optionalNumber(CAMPAIGN_MESSAGES.percent, { min: 0.01, max: 100 });
const source = z
  .union([z.enum(CAMPAIGN_VALUATION_SOURCE_VALUES as [string, ...string[]]), z.literal(''), z.null()], {
    error: CAMPAIGN_MESSAGES.source,
  })
  .optional()
  .transform((v) => (v ? v : null));

/**
 * One automatic offer (part 2 section 3: "rules.autoOffers[0] (enabled, p1 = offer %, p1v =
 * valuation source, p2 = upper %, p2v = upper source, on = appsubmit)"). An offer % needs its
 * source; an upper % needs its source and is not below the offer %. Turned on, it needs its offer %:
 * the spec's "no Offer % (p1): removed" is for an offer left off, never a silent "off" for one
 * the user turned on.
 */
export const autoOfferSchema = z
  .object({
    enabled: flag(false),
    p1: percent,
    p1v: source,
    p2: percent,
    p2v: source,
    on: optionalText(40),
  })
  .superRefine((v, ctx) => {
    if (v.enabled && v.p1 === null)
      ctx.addIssue({ code: 'custom', path: ['p1'], message: CAMPAIGN_MESSAGES.offerPercentRequired });
    if (v.p1 !== null && !v.p1v) ctx.addIssue({ code: 'custom', path: ['p1v'], message: CAMPAIGN_MESSAGES.source });
    if (v.p2 !== null && !v.p2v) ctx.addIssue({ code: 'custom', path: ['p2v'], message: CAMPAIGN_MESSAGES.source });
    if (v.p1 !== null && v.p2 !== null && v.p2 < v.p1)
      ctx.addIssue({ code: 'custom', path: ['p2'], message: CAMPAIGN_MESSAGES.upperBelowOffer });
  });
export type AutoOffer = z.output<typeof autoOfferSchema>;

/**
 * Campaign editor and POST/PUT /dealer_campaigns. On save the rules are normalised (part 2
 * section 4: "if the first auto offer has no Offer % (p1) it is removed; otherwise its on value is
 * set to appsubmit"). Links are made by the server and not accepted from the client.
 */
export const campaignSchema = z.object({
  name: requiredText(CAMPAIGN_MESSAGES.name, 3),
  typeId: optionalOneOf(CAMPAIGN_TYPE_IDS, CAMPAIGN_MESSAGES.typeId),
  rules: z
    .object({
      appraisalsToCRM: flag(false),
      autoOffers: z.array(autoOfferSchema).optional().default([]),
    })
    .optional()
    .default({ appraisalsToCRM: false, autoOffers: [] })
    .transform((rules) => normalizeCampaignRules(rules)),
});
export type CampaignForm = z.output<typeof campaignSchema>;
export type CampaignFormInput = z.input<typeof campaignSchema>;
