import { DEFAULT_TIME_ZONE, SMS_SENDER_MESSAGES, smsSenderKind, toE164 } from '@dealer/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dealers } from '../../db/schema';
import { SmsRejectedError, type SmsTransport } from '../../integrations/sms/port';
import { markHeld, markNotSent, markSent, type OutboxRow } from '../outbox/outbox.repository';
import { isStopped } from './consent.repository';
import { quietHoursEnd } from './quiet-hours';

/** The dealer's time zone (quiet hours) and sender; a text without a dealer has no sender. */
async function dealerOf(db: DbOrTx, dealerId: number | null): Promise<{ timeZone: string; sender: string | null }> {
  if (dealerId === null) return { timeZone: DEFAULT_TIME_ZONE, sender: null };
  const [row] = await db
    .select({ timeZone: dealers.timeZone, sender: dealers.smsSender })
    .from(dealers)
    .where(eq(dealers.id, dealerId));
  return { timeZone: row?.timeZone ?? DEFAULT_TIME_ZONE, sender: row?.sender ?? null };
}

/** Runs a write that must land only under the worker's claim on the row, given the claim's time. */
export type ClaimWrite = <T>(fn: (claimedAt: Date) => Promise<T>) => Promise<T>;

/**
 * One claimed text: to E.164, never to a number that answered STOP to this dealer, refused when
 * the dealer has no sender, held through the dealer's quiet hours, then handed to the provider
 * from the dealer's own sender. A provider's refusal is final (undeliverable); any other error is
 * thrown for the worker to retry. Every outcome but a send lands only under the worker's claim (a
 * worker whose claim lapsed leaves the row to its new holder); a send lands whoever made it.
 */
export async function deliverText(
  db: DbOrTx,
  row: OutboxRow,
  sms: SmsTransport,
  now: Date,
  underClaim: ClaimWrite,
): Promise<void> {
  const notSent = (status: Parameters<typeof markNotSent>[3], reason: string | null, sender?: string) =>
    underClaim((claimedAt) => markNotSent(db, row.id, claimedAt, status, reason, sender));
  const to = toE164(row.recipient);
  if (!to) return notSent('undeliverable', 'Not a US phone number');
  if (row.dealerId !== null && (await isStopped(db, row.dealerId, to))) {
    return notSent('opted_out', 'The customer answered STOP');
  }
  const dealer = await dealerOf(db, row.dealerId);
  if (!dealer.sender) return notSent('no_sender', SMS_SENDER_MESSAGES.none);
  const heldUntil = quietHoursEnd(now, dealer.timeZone);
  if (heldUntil) return underClaim((claimedAt) => markHeld(db, row.id, claimedAt, heldUntil));
  const from = dealer.sender;
  try {
    const result = await sms.send({ to, text: row.body, reference: String(row.id), from });
    if (result.outcome === 'kept') return notSent('kept', null, from);
    // A number is the number it goes from; a messaging service's pick is told now or in a callback.
    const fromNumber = result.fromNumber ?? (smsSenderKind(from) === 'number' ? from : null);
    return markSent(db, row.id, result.providerMessageId, { sender: from, fromNumber });
  } catch (err) {
    if (err instanceof SmsRejectedError) return notSent('undeliverable', err.message.slice(0, 500), from);
    throw err;
  }
}
