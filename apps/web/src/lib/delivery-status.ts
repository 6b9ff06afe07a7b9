/**
 * Where an outbox message stands, as the server reports it (texts also: sent, undeliverable, kept,
 * opted_out, no_sender).
 */
export type DeliveryStatus =
  | 'pending'
  | 'sending'
  | 'sent'
  | 'delivered'
  | 'failed'
  | 'undeliverable'
  | 'kept'
  | 'opted_out'
  | 'no_sender';

/** Not sent, for a reason the dealer can act on: a darker orange than Mantine's (orange.9 is 4.3:1 on white). */
const NOT_SENT = '#b53d0c';

/** Badge text and colour of each state; dark shades so white text keeps AA contrast. */
export const DELIVERY_STATUS: Record<DeliveryStatus, { label: string; color: string }> = {
  pending: { label: 'Queued', color: 'gray.8' },
  sending: { label: 'Sending', color: 'blue.9' },
  sent: { label: 'Sent', color: 'blue.9' },
  delivered: { label: 'Delivered', color: 'teal.9' },
  failed: { label: 'Failed', color: 'red.9' },
  undeliverable: { label: 'Undeliverable', color: 'red.9' },
  kept: { label: 'Kept, not sent', color: NOT_SENT },
  opted_out: { label: 'Not sent: customer opted out', color: NOT_SENT },
  no_sender: { label: 'Not sent: no number to text from', color: NOT_SENT },
};

/** States that say why a message did not reach its recipient. */
export const UNDELIVERED: ReadonlySet<DeliveryStatus> = new Set(['failed', 'undeliverable', 'opted_out', 'no_sender']);
