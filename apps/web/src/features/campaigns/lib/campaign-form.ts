import {
  CAMPAIGN_TYPE_IDS,
  CAMPAIGN_TYPE_LABELS,
  CAMPAIGN_VALUATION_SOURCES,
  type CampaignFormInput,
  campaignInitials,
  campaignSchema,
} from '@dealer/domain';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { Campaign } from '../api/campaigns';

/** The editor's values: one auto offer (the spec's rules.autoOffers[0]), blanks as ''. */
export interface CampaignFormValues {
  name: string;
  typeId: string;
  appraisalsToCRM: boolean;
  enabled: boolean;
  p1: number | string;
  p1v: string;
  p2: number | string;
  p2v: string;
}

export const TYPE_OPTIONS = CAMPAIGN_TYPE_IDS.map((id) => ({ value: String(id), label: CAMPAIGN_TYPE_LABELS[id] }));
export const SOURCE_OPTIONS = CAMPAIGN_VALUATION_SOURCES.map((s) => ({ value: s.value, label: s.label }));

export function formValuesOf(campaign: Campaign | null): CampaignFormValues {
  const offer = campaign?.rules.autoOffers[0];
  return {
    name: campaign?.name ?? '',
    typeId: campaign?.typeId ? String(campaign.typeId) : '',
    appraisalsToCRM: campaign?.rules.appraisalsToCRM ?? false,
    enabled: offer?.enabled ?? false,
    p1: offer?.p1 ?? '',
    p1v: offer?.p1v ?? '',
    p2: offer?.p2 ?? '',
    p2v: offer?.p2v ?? '',
  };
}

/** The body of POST/PUT /dealer_campaigns; the server applies "Campaign auto offer on save". */
export function payloadOf(v: CampaignFormValues): CampaignFormInput {
  return {
    name: v.name,
    typeId: v.typeId === '' ? null : Number(v.typeId),
    rules: {
      appraisalsToCRM: v.appraisalsToCRM,
      autoOffers: [{ enabled: v.enabled, p1: v.p1, p1v: v.p1v || null, p2: v.p2, p2v: v.p2v || null }],
    },
  };
}

/** The server's (and the schema's) field paths, as the editor's field names. */
export function formFieldOf(path: string): keyof CampaignFormValues | null {
  if (path === 'name' || path === 'typeId') return path;
  if (path === 'rules.appraisalsToCRM') return 'appraisalsToCRM';
  const offer = /^rules\.autoOffers\.0\.(enabled|p1|p1v|p2|p2v)$/.exec(path);
  return offer ? (offer[1] as keyof CampaignFormValues) : null;
}

/** Part 2 section 9: "Campaign avatar: initials from names of 2 to 3 words, otherwise the first 3 characters." */
export const campaignAvatarText = campaignInitials;

/** The type's label, or 'None' for a campaign without a type (typeId null). */
export function campaignTypeLabel(typeId: number | null): string {
  return typeId ? (CAMPAIGN_TYPE_LABELS[typeId as keyof typeof CAMPAIGN_TYPE_LABELS] ?? 'None') : 'None';
}

/**
 * The editor's resolver: the domain schema over the body the editor sends, its messages put on
 * the editor's fields (the spec's "Campaign name is required" and the auto-offer rules).
 */
export const campaignResolver: Resolver<CampaignFormValues> = async (values) => {
  const parsed = campaignSchema.safeParse(payloadOf(values));
  if (parsed.success) return { values, errors: {} };
  const errors: FieldErrors<CampaignFormValues> = {};
  for (const issue of parsed.error.issues) {
    const field = formFieldOf(issue.path.map(String).join('.'));
    if (field && !errors[field]) errors[field] = { type: 'validate', message: issue.message };
  }
  return { values: {}, errors };
};
