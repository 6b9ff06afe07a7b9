import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { outboxMessages, type SmsConsentChange, smsConsentEvents, smsConsents } from '../../db/schema';

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
 * The dealers that have texted a number (its last ten digits: the outbox keeps numbers as typed).
 * Every dealer sends from the one provider number, so a reply to it answers all of them.
 */
export async function dealersThatTexted(db: DbOrTx, e164: string): Promise<number[]> {
  const national = e164.replace(/\D/g, '').slice(-10);
  const rows = await db
    .selectDistinct({ dealerId: outboxMessages.dealerId })
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.channel, 'sms'),
        sql`right(regexp_replace(${outboxMessages.recipient}, '\\D', '', 'g'), 10) = ${national}`,
      ),
    );
  return rows.flatMap((r) => (r.dealerId === null ? [] : [r.dealerId]));
}
