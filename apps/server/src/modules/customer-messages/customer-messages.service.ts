import type { DeliveryOutcome } from '@dealer/domain';
import type { DbOrTx } from '../../db/client';
import { enqueueMessage, type NewOutboxMessage } from '../outbox/outbox.service';
import { textOutcome } from '../sms/sms-consent.service';
import { appraisalLastTexted, insertAppraisalMessage } from './customer-messages.repository';

export interface CustomerMessage
  extends Pick<NewOutboxMessage, 'dealerId' | 'recipient' | 'subject' | 'body' | 'html' | 'links' | 'attachments'> {
  appraisalId: number;
  /** Who sends it; null when nobody signed in did (a customer started the appraisal). */
  userId: number | null;
  channel: 'email' | 'sms';
  idempotencyKey?: string | null;
}

/**
 * Queues a message to the customer through the outbox and lists it on the appraisal's Messages,
 * pointing at the outbox row. Pass the business change's transaction: both exist only if it commits.
 * Answers what is known of its fate at once (a text to a customer who answered STOP is queued, so
 * Messages show it, but will not be sent), for the call to tell its user.
 */
export async function sendCustomerMessage(tx: DbOrTx, m: CustomerMessage): Promise<DeliveryOutcome> {
  const outboxId = await enqueueMessage(tx, {
    dealerId: m.dealerId,
    channel: m.channel,
    recipient: m.recipient,
    subject: m.subject,
    body: m.body,
    html: m.html,
    links: m.links,
    attachments: m.attachments,
    idempotencyKey: m.idempotencyKey,
  });
  await insertAppraisalMessage(tx, {
    appraisalId: m.appraisalId,
    channel: m.channel,
    direction: 'out',
    recipient: m.recipient,
    subject: m.subject,
    body: m.body,
    userId: m.userId,
    outboxId: outboxId ?? null,
  });
  return m.channel === 'sms' && m.dealerId != null ? textOutcome(tx, m.dealerId, m.recipient) : 'queued';
}

/**
 * A text the customer sent to the dealer's number: listed as received on the appraisal the dealer
 * last texted that number from. Answers the appraisal's id, or undefined when there is none.
 */
export async function receiveCustomerText(
  db: DbOrTx,
  text: { dealerId: number; from: string; body: string },
): Promise<number | undefined> {
  const appraisalId = await appraisalLastTexted(db, text.dealerId, text.from);
  if (appraisalId === undefined) return undefined;
  await insertAppraisalMessage(db, {
    appraisalId,
    channel: 'sms',
    direction: 'in',
    recipient: text.from,
    body: text.body,
    userId: null,
    outboxId: null,
  });
  return appraisalId;
}
