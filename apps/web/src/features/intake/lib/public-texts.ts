import type { ShareFormTypeCode } from '@dealer/domain';

/** Texts of the customer-facing pages (ours: the spec leaves these pages to us). */
export const PUBLIC_TEXTS = {
  dealerNotFound: 'Dealer not found.',
  dealerNotFoundHelp: 'Check the link you were given, or ask the dealership for a new one.',
  inviteInvalid: 'This form link is no longer valid.',
  thankYou: 'Thank you!',
  takePhotos: 'Take photos of your vehicle now',
  serviceStarted: 'The service appraisal has been started.',
  startAnother: 'Start another service appraisal',
  loadFailed: 'There was an error. Please try again.',
  estimateTitle: 'Your estimated offer',
  estimateNote:
    'This is an estimate based on market values for your vehicle. It stays an estimate until we inspect the vehicle; the final offer may differ.',
} as const;

/** The customer form's heading: a trade-in or a lease return. */
export function customerFormTitle(typeCode: ShareFormTypeCode): string {
  return typeCode === 'lease' ? 'Tell us about your lease return' : 'Tell us about your vehicle';
}

export function customerThanks(dealerName: string): string {
  return `${dealerName} has your details and will be in touch soon.`;
}

/** A failed public load: 404 (and a malformed link's 400) means the dealer or link is unknown. */
export function isMissing(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return status === 404 || status === 400;
}
