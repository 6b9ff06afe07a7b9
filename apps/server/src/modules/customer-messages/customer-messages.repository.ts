import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { appraisalMessages, outboxMessages } from '../../db/schema';

export async function insertAppraisalMessage(db: DbOrTx, message: typeof appraisalMessages.$inferInsert) {
  await db.insert(appraisalMessages).values(message);
}

/**
 * The appraisal of the dealer's latest text to a number (matched on its last ten digits: the
 * outbox keeps numbers as typed), or undefined when the dealer never texted it from a record.
 */
export async function appraisalLastTexted(db: DbOrTx, dealerId: number, e164: string): Promise<number | undefined> {
  const national = e164.replace(/\D/g, '').slice(-10);
  const [row] = await db
    .select({ appraisalId: appraisalMessages.appraisalId })
    .from(outboxMessages)
    .innerJoin(appraisalMessages, eq(appraisalMessages.outboxId, outboxMessages.id))
    .where(
      and(
        eq(outboxMessages.dealerId, dealerId),
        eq(outboxMessages.channel, 'sms'),
        sql`right(regexp_replace(${outboxMessages.recipient}, '\\D', '', 'g'), 10) = ${national}`,
      ),
    )
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  return row?.appraisalId;
}
