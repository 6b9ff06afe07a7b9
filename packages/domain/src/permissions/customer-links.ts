/**
 * Customer links are bearer links: whoever holds one sees what it opens (issue 35). An offer link
 * (`/offer/{token}`, and its letter `/api/offers/{token}/letter`) opens the offer's breakdown with
 * the record's recon, fees and payoff, so it is value data: for roles that may not read valuations
 * its secret part is masked in whatever staff read (messages, activity, the record, notifications).
 * Other customer links (inspection capture, share form, service page) open nothing of value and
 * stay whole.
 */
export const HIDDEN_LINK_SECRET = '[hidden]';

/**
 * The path segment after `/offer/` or `/offers/`, plain or URL-encoded, up to the next delimiter of
 * a URL, a text or HTML. `[` is a delimiter so that a masked link is left as it is.
 */
const OFFER_LINK_SECRET = /(\/offers?\/|%2Foffers?%2F)[^\s/?#"'<>&%()[\]]+/gi;

/** The text with every offer link's token replaced by HIDDEN_LINK_SECRET; the rest stays readable. */
export function maskOfferLinks(text: string): string {
  return text.replace(OFFER_LINK_SECRET, `$1${HIDDEN_LINK_SECRET}`);
}
