import { AUTO_OFFER_ON_APP_SUBMIT } from '../constants/campaigns';

/**
 * Part 2 section 9: "Campaign avatar: initials from names of 2 to 3 words, otherwise the first 3
 * characters." Upper-cased (the spec does not say; avatars read as initials).
 */
export function campaignInitials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length >= 2 && words.length <= 3)
    return words
      .map((w) => w.charAt(0))
      .join('')
      .toUpperCase();
  return (name ?? '').trim().slice(0, 3).toUpperCase();
}

export interface AutoOfferRule {
  enabled?: boolean | null;
  p1?: number | string | null;
  p1v?: string | null;
  p2?: number | string | null;
  p2v?: string | null;
  on?: string | null;
}

export interface CampaignRules<R extends AutoOfferRule = AutoOfferRule> {
  appraisalsToCRM?: boolean | null;
  autoOffers?: R[] | null;
}

/**
 * Part 2 section 4: "Campaign auto offer on save: if the first auto offer has no Offer % (p1) it
 * is removed; otherwise its on value is set to appsubmit." Later auto offers are kept as they are.
 */
export function normalizeCampaignRules<R extends AutoOfferRule, T extends CampaignRules<R>>(rules: T): T {
  const [first, ...rest] = rules.autoOffers ?? [];
  if (!first) return rules;
  const hasP1 = first.p1 !== null && first.p1 !== undefined && first.p1 !== '';
  return { ...rules, autoOffers: hasP1 ? [{ ...first, on: AUTO_OFFER_ON_APP_SUBMIT }, ...rest] : rest };
}
