import type { MailingListVerdict } from '@dealer/domain';

/** How each row's verdict reads in the panel (our texts: the spec leaves them open). */
export const VERDICT_VIEW: Record<MailingListVerdict, { label: string; color: string }> = {
  valid: { label: 'Ready', color: 'teal' },
  invalid: { label: 'Invalid', color: 'red' },
  duplicate: { label: 'Duplicate', color: 'orange' },
  unsubscribed: { label: 'Unsubscribed', color: 'gray' },
};
