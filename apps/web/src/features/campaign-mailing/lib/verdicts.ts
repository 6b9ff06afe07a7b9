import type { MailingListRow, MailingListVerdict, MailingSendProgress } from '@dealer/domain';

export interface RowView {
  label: string;
  color: string;
}

/** How each row's verdict reads in the panel (our texts: the spec leaves them open); dark shades for contrast on white. */
export const VERDICT_VIEW: Record<MailingListVerdict, RowView> = {
  valid: { label: 'Ready', color: 'teal.9' },
  invalid: { label: 'Invalid', color: 'red.9' },
  duplicate: { label: 'Duplicate', color: 'grape.9' },
  unsubscribed: { label: 'Unsubscribed', color: 'gray.8' },
};

const SENT: RowView = { label: 'Sent', color: 'teal.9' };
const NOT_SENT: RowView = { label: 'Not sent', color: 'red.9' };
const SKIPPED: RowView = { label: 'Skipped', color: 'gray.8' };
const WAITING: RowView = { label: 'Waiting', color: 'gray.8' };

/** Why a row the cancelled send never reached did not go. */
export const CANCELLED_REASON = 'Sending was cancelled before this row.';

/**
 * A row's badge and reasons: before sending, its verdict; once sent (or sending), what became of
 * it. The send walks the rows in order, so the first `total - left` rows are the ones it dealt with.
 */
export function rowOutcome(
  row: MailingListRow,
  index: number,
  send: MailingSendProgress | null,
): RowView & { reasons: string[] } {
  const reasons = Object.values(row.errors).filter((r): r is string => Boolean(r));
  if (!send) return { ...VERDICT_VIEW[row.verdict], reasons };
  if (index >= send.total - send.left) {
    return send.state === 'cancelled' ? { ...NOT_SENT, reasons: [CANCELLED_REASON] } : { ...WAITING, reasons: [] };
  }
  if (row.verdict === 'valid') return { ...SENT, reasons: [] };
  return { ...(row.verdict === 'unsubscribed' ? SKIPPED : NOT_SENT), reasons };
}
