import type { MailingListVerdict } from '@dealer/domain';

/** How each row's verdict reads in the panel (our texts: the spec leaves them open); dark shades for contrast on white. */
export const VERDICT_VIEW: Record<MailingListVerdict, { label: string; color: string }> = {
  valid: { label: 'Ready', color: 'teal.9' },
  invalid: { label: 'Invalid', color: 'red.9' },
  duplicate: { label: 'Duplicate', color: 'grape.9' },
  unsubscribed: { label: 'Unsubscribed', color: 'gray.8' },
};
