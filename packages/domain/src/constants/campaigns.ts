/** Spec part 1 section 9 / part 2 section 3: "Campaign types: 1 Showroom, 2 Outbound marketing, 3 Web, 4 Dealer." */
export const CAMPAIGN_TYPE = { SHOWROOM: 1, OUTBOUND_MARKETING: 2, WEB: 3, DEALER: 4 } as const;
export type CampaignTypeId = (typeof CAMPAIGN_TYPE)[keyof typeof CAMPAIGN_TYPE];

export const CAMPAIGN_TYPE_LABELS: Readonly<Record<CampaignTypeId, string>> = {
  1: 'Showroom',
  2: 'Outbound marketing',
  3: 'Web',
  4: 'Dealer',
};

export const CAMPAIGN_TYPE_IDS: readonly CampaignTypeId[] = [1, 2, 3, 4];

/** Spec part 2 section 3: "Valuation sources: Galves (galves), Manheim MMR (mmr), JD Powers (jdp)." */
export const CAMPAIGN_VALUATION_SOURCES = [
  { value: 'galves', label: 'Galves' },
  { value: 'mmr', label: 'Manheim MMR' },
  { value: 'jdp', label: 'JD Powers' },
] as const;
export type CampaignValuationSource = (typeof CAMPAIGN_VALUATION_SOURCES)[number]['value'];
export const CAMPAIGN_VALUATION_SOURCE_VALUES: readonly CampaignValuationSource[] = ['galves', 'mmr', 'jdp'];

/** Spec part 2 section 3: auto offer "on = appsubmit"; section 4: "its on value is set to appsubmit". */
export const AUTO_OFFER_ON_APP_SUBMIT = 'appsubmit';

/** Campaign links (part 2 section 3: links.tradein, links.return). */
export const CAMPAIGN_LINK_KINDS = ['tradein', 'return'] as const;
