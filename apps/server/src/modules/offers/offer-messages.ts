/**
 * The offer's text message and the staff's answer notice. The spec gives no texts; these are ours.
 * The customer's offer e-mail is the "offer" e-mail template (modules/email-templates).
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

export function answerNotice(input: {
  customer: string;
  vehicle: string;
  accepted: boolean;
  offerText: string;
  recordUrl: string;
}) {
  const verb = input.accepted ? 'accepted' : 'declined';
  return {
    subject: `${input.customer} ${verb} your offer on ${input.vehicle}`,
    body: [
      `${input.customer} ${verb} your offer of ${input.offerText} on the ${input.vehicle}.`,
      '',
      `Open the appraisal: ${input.recordUrl}`,
    ].join('\n'),
  };
}
