import { formatDate } from '@dealer/domain';

/**
 * What the customer receives about an offer (staff hear of answers through notifications). The spec gives no texts; these are ours,
 * plain text that reads well in any mail client and in a text message.
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

export function offerEmail(m: OfferMessageInput, withPdf: boolean) {
  const greeting = m.firstName?.trim() ? `Hello ${m.firstName.trim()},` : 'Hello,';
  return {
    subject: `Your offer from ${m.dealer.name}`,
    body: [
      greeting,
      '',
      `Thank you for letting ${m.dealer.name} appraise your ${m.vehicle}.`,
      `Our offer: ${m.offerText}`,
      ...(m.equityText ? [m.equityText] : []),
      `This offer is valid until ${formatDate(m.validUntil)}.`,
      '',
      `See how we reached it and accept or decline it here: ${m.link}`,
      ...(withPdf ? ['', 'The offer letter is attached.'] : []),
      '',
      m.dealer.phoneNumber ? `${m.dealer.name}, ${m.dealer.phoneNumber}` : m.dealer.name,
    ].join('\n'),
  };
}

export function offerSms(m: OfferMessageInput, letterUrl: string | null) {
  const letter = letterUrl ? ` Offer letter: ${letterUrl}` : '';
  return `${m.dealer.name}: our offer for your ${m.vehicle} is ${m.offerText}. View and answer it: ${m.link}${letter}`;
}
