import { AUTO_OFFER_ON_APP_SUBMIT } from '../constants/campaigns';
import { fromCents, type MoneyInput, parseMoneyValue, toCents } from './cents';

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

/** The valuations an automated offer reads (part 2 section 3: "Valuation sources: galves, mmr, jdp"). */
export interface AutoOfferValues {
  galvesVal?: MoneyInput;
  mmrVal?: MoneyInput;
  jdpVal?: MoneyInput;
}

const VALUE_OF_SOURCE = { galves: 'galvesVal', mmr: 'mmrVal', jdp: 'jdpVal' } as const;

/** p % of the source's valuation, in whole cents; null when the source has no positive value. */
function percentOf(percent: AutoOfferRule['p1'], source: string | null | undefined, values: AutoOfferValues) {
  const p = parseMoneyValue(percent ?? null);
  const key = VALUE_OF_SOURCE[source as keyof typeof VALUE_OF_SOURCE];
  if (p === null || p <= 0 || !key) return null;
  const value = toCents(values[key]);
  return value > 0 ? Math.round((value * p) / 100) : null;
}

/**
 * The campaign's automated offer (part 2 section 3 rules.autoOffers[0]): p1 % of the p1v
 * valuation, and with p2 a range up to p2 % of the p2v valuation. Null when the rule is off, is
 * not the on-submit kind, or its valuation is missing. A range whose ends meet is one amount.
 */
export function campaignAutoOffer(
  rule: AutoOfferRule | null | undefined,
  values: AutoOfferValues,
): { amount: number; max: number | null } | null {
  if (!rule?.enabled || rule.on !== AUTO_OFFER_ON_APP_SUBMIT) return null;
  const low = percentOf(rule.p1, rule.p1v, values);
  if (low === null) return null;
  const high = percentOf(rule.p2, rule.p2v, values);
  if (high === null || high === low) return { amount: fromCents(low), max: null };
  return { amount: fromCents(Math.min(low, high)), max: fromCents(Math.max(low, high)) };
}

/** A record's campaign as the lists and the detail name it; a deleted campaign reads as removed. */
export function campaignDisplayName(campaign: { name: string; removed?: boolean | null }): string {
  return campaign.removed ? `${campaign.name} (removed)` : campaign.name;
}
