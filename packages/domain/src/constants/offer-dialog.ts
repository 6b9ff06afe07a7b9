/** Spec part 1 section 3: "offerTemplate (0 exact, 1 ranged, 2 no offer)"; labels from section 2. */
export const OFFER_TEMPLATE = { EXACT: 0, RANGED: 1, NO_OFFER: 2 } as const;
export type OfferTemplate = (typeof OFFER_TEMPLATE)[keyof typeof OFFER_TEMPLATE];

export const OFFER_TEMPLATE_LABELS: Readonly<Record<OfferTemplate, string>> = {
  0: 'Exact offer',
  1: 'Ranged offer',
  2: 'No offer, Bring to store',
};

/** Part 1 section 2, offer dialog buttons. */
export const OFFER_DIALOG_TEXTS = {
  continue: 'Continue to offer',
  send: 'Send offer',
  print: 'Print offer',
} as const;

/** Part 2 section 4, offer card buttons: "MAKE OFFER, or RESEND"; "BUY, or RE-BUY". */
export const OFFER_BUTTON_LABELS = {
  makeOffer: 'MAKE OFFER',
  resend: 'RESEND',
  buy: 'BUY',
  rebuy: 'RE-BUY',
  buying: 'Buying',
} as const;
