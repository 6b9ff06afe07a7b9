import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dealers, outboxMessages, type SmsConsentChange, smsConsentEvents, smsConsents } from '../../db/schema';

export async function isStopped(db: DbOrTx, dealerId: number, phone: string): Promise<boolean> {
  const [row] = await db
    .select({ stopped: smsConsents.stopped })
    .from(smsConsents)
    .where(and(eq(smsConsents.dealerId, dealerId), eq(smsConsents.phone, phone)));
  return row?.stopped ?? false;
}

/** Appends the change to the ledger and makes it the number's current state, in one transaction. */
export async function recordConsentChange(
  db: DbOrTx,
  change: { dealerId: number; phone: string; change: SmsConsentChange; source: string; at: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(smsConsentEvents).values(change);
    const state = { stopped: change.change === 'stop', updatedAt: change.at };
    await tx
      .insert(smsConsents)
      .values({ dealerId: change.dealerId, phone: change.phone, ...state })
      .onConflictDoUpdate({ target: [smsConsents.dealerId, smsConsents.phone], set: state });
  });
}

export function consentHistory(db: DbOrTx, dealerId: number, phone: string) {
  return db
    .select({ change: smsConsentEvents.change, source: smsConsentEvents.source, at: smsConsentEvents.at })
    .from(smsConsentEvents)
    .where(and(eq(smsConsentEvents.dealerId, dealerId), eq(smsConsentEvents.phone, phone)))
    .orderBy(asc(smsConsentEvents.id));
}

/**
 * The one dealer a number of ours belongs to (Twilio's To on an inbound text): the dealer whose
 * sender it is now, else the dealer that last texted from it (a number its messaging service
 * picked, or a sender it has since changed). Null for a number no dealer texts from.
 */
export async function dealerOfNumber(db: DbOrTx, number: string): Promise<number | null> {
  const [owner] = await db.select({ id: dealers.id }).from(dealers).where(eq(dealers.smsSender, number));
  if (owner) return owner.id;
  const [last] = await db
    .select({ dealerId: outboxMessages.dealerId })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.smsFrom, number), isNotNull(outboxMessages.dealerId)))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  return last?.dealerId ?? null;
}

/**
 * The dealers that texted a phone before each dealer had a sender of its own (one shared number,
 * so the rows name no sender): a reply to that old number still answers every one of them.
 */
export async function dealersThatTextedBeforeSenders(db: DbOrTx, e164: string): Promise<number[]> {
  const national = e164.replace(/\D/g, '').slice(-10);
  const rows = await db
    .selectDistinct({ dealerId: outboxMessages.dealerId })
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.channel, 'sms'),
        sql`right(regexp_replace(${outboxMessages.recipient}, '\\D', '', 'g'), 10) = ${national}`,
        isNull(outboxMessages.smsSender),
        isNotNull(outboxMessages.providerMessageId),
        isNotNull(outboxMessages.dealerId),
      ),
    );
  return rows.flatMap((r) => (r.dealerId === null ? [] : [r.dealerId]));
}
