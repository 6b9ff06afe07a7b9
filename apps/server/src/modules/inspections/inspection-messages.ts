/**
 * What the customer receives with the capture link. The spec gives no text ("Send inspection to my
 * email / phone"); these are ours: short, saying who asks, why, how long it takes.
 */
export interface LinkMessageInput {
  dealer: string;
  firstName: string | null;
  vehicle: string;
  url: string;
}

export function inspectionLinkEmail({ dealer, firstName, vehicle, url }: LinkMessageInput) {
  const greeting = firstName?.trim() ? `Hello ${firstName.trim()},` : 'Hello,';
  return {
    subject: `Photos of your ${vehicle} for ${dealer}`,
    body: [
      greeting,
      '',
      `${dealer} needs a few photos of your ${vehicle} to complete its appraisal.`,
      'Open this link on your phone, take the photos and answer four short questions (about five minutes):',
      '',
      url,
      '',
      'Thank you,',
      dealer,
    ].join('\n'),
  };
}

export function inspectionLinkSms({ dealer, vehicle, url }: LinkMessageInput) {
  return { body: `${dealer}: please take a few photos of your ${vehicle} to complete its appraisal: ${url}` };
}
