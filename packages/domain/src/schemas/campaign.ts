import { z } from 'zod';
import { CAMPAIGN_TYPE_IDS, CAMPAIGN_VALUATION_SOURCE_VALUES } from '../constants/campaigns';
import { normalizeCampaignRules } from '../formulas/campaign';
import { countAnswer, idAnswer, timestampAnswer } from './answer-fields';
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

/** Value data of a rule (AUTO_OFFER_VALUE_KEYS): the value guard removes it for roles that may not read valuations. */
const ruleFigure = <T extends z.ZodType>(schema: T) =>
  schema.nullable().optional().describe('only for roles that may read valuations');

/** A stored automatic offer as answered: whether it is on, always; its figures to valuation readers only. */
export const autoOfferAnswer = z.object({
  enabled: z.boolean().nullable().optional(),
  p1: ruleFigure(z.number()).describe('offer %; only for roles that may read valuations'),
  p1v: ruleFigure(z.string()).describe('the valuation the offer % is of; only for roles that may read valuations'),
  p2: ruleFigure(z.number()).describe('upper %; only for roles that may read valuations'),
  p2v: ruleFigure(z.string()).describe('the valuation the upper % is of; only for roles that may read valuations'),
  on: z.string().nullable().optional().describe("when it is made: 'appsubmit'"),
});

/** A campaign as /dealer_campaigns answers it (part 2 section 3 "Campaign", plus how many appraisals came through it). */
export const campaignAnswer = z.object({
  id: idAnswer,
  name: z.string(),
  typeId: z.number().int().nullable(),
  rules: z.object({ appraisalsToCRM: z.boolean(), autoOffers: z.array(autoOfferAnswer) }),
  links: z
    .object({ tradein: z.string(), return: z.string() })
    .describe("the campaign's public sell and return forms, crediting it with every submission"),
  appraisalCount: countAnswer,
  createdAt: timestampAnswer,
  updatedAt: timestampAnswer,
});
export type Campaign = z.infer<typeof campaignAnswer>;
export const campaignsAnswer = z.array(campaignAnswer);

/** GET /service_qr: the service-appraisal link the QR code carries. */
export const serviceLinkAnswer = z.object({ url: z.string() });
export type ServiceLink = z.infer<typeof serviceLinkAnswer>;
