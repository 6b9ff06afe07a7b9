import type { AutoOfferRule } from '../formulas/campaign';

/**
 * A campaign's auto-offer rule is value data in its figures (issue 35): "p1 % of p1v" with the
 * automated offer on the record gives the valuation back (a rule of 100 % of MMR shows MMR itself).
 * Roles that may not read valuations see whether a campaign makes automated offers, not the
 * percentages and the valuations they read.
 */
export const AUTO_OFFER_VALUE_KEYS = ['p1', 'p1v', 'p2', 'p2v'] as const;

export type AutoOfferValueKey = (typeof AUTO_OFFER_VALUE_KEYS)[number];

/** Where answers carry auto-offer rules (a campaign's rules.autoOffers). */
export const AUTO_OFFER_RULES_KEY = 'autoOffers';

/** A rule as every role may get it: the figures only for roles that may read valuations. */
export type ScreenedAutoOffer<R extends AutoOfferRule = AutoOfferRule> = Omit<R, AutoOfferValueKey> &
  Partial<Pick<R, AutoOfferValueKey>>;

/** The rule without its percentages and sources. */
export function withoutAutoOfferValues<R extends object>(rule: R): Omit<R, AutoOfferValueKey> {
  const copy: Record<string, unknown> = { ...(rule as Record<string, unknown>) };
  for (const key of AUTO_OFFER_VALUE_KEYS) delete copy[key];
  return copy as Omit<R, AutoOfferValueKey>;
}
