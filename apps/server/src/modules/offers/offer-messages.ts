/**
 * The offer's text message (staff hear of answers through notifications). The spec gives no texts;
 * these are ours. The customer's offer e-mail is the "offer" e-mail template (modules/email-templates).
 */
export interface OfferMessageInput {
  dealer: { name: string; phoneNumber: string | null };
  firstName: string | null;
  vehicle: string;
  offerText: string;
  validUntil: Date;
  link: string;
  equityText: string | null;
}

export function offerSms(m: OfferMessageInput, letterUrl: string | null) {
  const letter = letterUrl ? ` Offer letter: ${letterUrl}` : '';
  return `${m.dealer.name}: our offer for your ${m.vehicle} is ${m.offerText}. View and answer it: ${m.link}${letter}`;
}
