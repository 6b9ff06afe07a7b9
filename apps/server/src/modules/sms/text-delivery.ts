import { DEFAULT_TIME_ZONE, toE164 } from '@dealer/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dealers } from '../../db/schema';
import { SmsRejectedError, type SmsTransport } from '../../integrations/sms/port';
import { markHeld, markNotSent, markSent, type OutboxRow } from '../outbox/outbox.repository';
import { isStopped } from './consent.repository';
import { quietHoursEnd } from './quiet-hours';

async function timeZoneOf(db: DbOrTx, dealerId: number | null): Promise<string> {
  if (dealerId === null) return DEFAULT_TIME_ZONE;
  const [row] = await db.select({ timeZone: dealers.timeZone }).from(dealers).where(eq(dealers.id, dealerId));
  return row?.timeZone ?? DEFAULT_TIME_ZONE;
}

/**
 * One claimed text: to E.164, never to a number that answered STOP to this dealer, held through
 * the dealer's quiet hours, then handed to the provider. A provider's refusal is final
 * (undeliverable); any other error is thrown for the worker to retry.
 */
export async function deliverText(db: DbOrTx, row: OutboxRow, sms: SmsTransport, now: Date): Promise<void> {
  const to = toE164(row.recipient);
  if (!to) return markNotSent(db, row.id, 'undeliverable', 'Not a US phone number');
  if (row.dealerId !== null && (await isStopped(db, row.dealerId, to))) {
    return markNotSent(db, row.id, 'opted_out', 'The customer answered STOP');
  }
  const heldUntil = quietHoursEnd(now, await timeZoneOf(db, row.dealerId));
  if (heldUntil) return markHeld(db, row.id, heldUntil);
  try {
    const result = await sms.send({ to, text: row.body, reference: String(row.id) });
    if (result.outcome === 'kept') return markNotSent(db, row.id, 'kept', null);
    return markSent(db, row.id, result.providerMessageId);
  } catch (err) {
    if (err instanceof SmsRejectedError) return markNotSent(db, row.id, 'undeliverable', err.message.slice(0, 500));
    throw err;
  }
}
