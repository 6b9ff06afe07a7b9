/**
 * The text message with the capture link. The spec gives no text ("Send inspection to my email /
 * phone"); this is ours. The e-mail is the "inspection-link" e-mail template.
 */
export interface LinkMessageInput {
  dealer: string;
  firstName: string | null;
  vehicle: string;
  url: string;
}

export function inspectionLinkSms({ dealer, vehicle, url }: LinkMessageInput) {
  return { body: `${dealer}: please take a few photos of your ${vehicle} to complete its appraisal: ${url}` };
}
