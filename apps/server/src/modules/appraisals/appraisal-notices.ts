import type { AppraisalRecord } from './appraisal-record.repository';

/**
 * The e-mail a customer gets when the dealer rejects the appraisal with notify (part 1 section 4:
 * "reject sets status 3 with optional notify"). The spec gives no text; this one is ours.
 */
export function rejectNoticeEmail(dealer: string, row: AppraisalRecord) {
  const vehicle = [row.year, row.make, row.model].filter(Boolean).join(' ') || 'vehicle';
  const greeting = row.firstName?.trim() ? `Hello ${row.firstName.trim()},` : 'Hello,';
  return {
    subject: `Your ${vehicle} appraisal at ${dealer}`,
    body: [
      greeting,
      '',
      `Thank you for giving ${dealer} the chance to appraise your ${vehicle}.`,
      'After careful review, we have decided not to make an offer at this time.',
      '',
      'We appreciate your interest and hope to help you in the future.',
      '',
      dealer,
    ].join('\n'),
  };
}
