import { and, desc, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { campaignMailingLists, campaigns, dealers, mailingUnsubscribes } from '../../db/schema';

export type MailingListRecord = typeof campaignMailingLists.$inferSelect;

/** The dealer's campaign (not deleted), or undefined. */
export async function findCampaign(db: DbOrTx, dealerId: number, campaignId: number) {
  const [row] = await db
    .select({ id: campaigns.id, name: campaigns.name })
    .from(campaigns)
    .where(and(eq(campaigns.id, campaignId), eq(campaigns.dealerId, dealerId), isNull(campaigns.deletedAt)));
  return row;
}

export async function insertMailingList(db: DbOrTx, row: typeof campaignMailingLists.$inferInsert) {
  const [created] = await db.insert(campaignMailingLists).values(row).returning();
  return created!;
}

/** A list by its uid, only among the dealer's own. */
export async function findMailingList(db: DbOrTx, dealerId: number, uid: string) {
  const [row] = await db
    .select()
    .from(campaignMailingLists)
    .where(and(eq(campaignMailingLists.uid, uid), eq(campaignMailingLists.dealerId, dealerId)));
  return row;
}

export async function listMailingLists(db: DbOrTx, dealerId: number, campaignId: number) {
  return db
    .select()
    .from(campaignMailingLists)
    .where(and(eq(campaignMailingLists.dealerId, dealerId), eq(campaignMailingLists.campaignId, campaignId)))
    .orderBy(desc(campaignMailingLists.id))
    .limit(20);
}

/** Which of these (lower-cased) addresses unsubscribed from the dealer (before `before`, when given). */
export async function unsubscribedAmong(
  db: DbOrTx,
  dealerId: number,
  emails: string[],
  before?: Date | null,
): Promise<Set<string>> {
  const out = new Set<string>();
  // In slices, so a 20,000-row list does not make one giant parameter list.
  for (let i = 0; i < emails.length; i += 1000) {
    const rows = await db
      .select({ email: mailingUnsubscribes.email })
      .from(mailingUnsubscribes)
      .where(
        and(
          eq(mailingUnsubscribes.dealerId, dealerId),
          inArray(mailingUnsubscribes.email, emails.slice(i, i + 1000)),
          before ? lt(mailingUnsubscribes.createdAt, before) : undefined,
        ),
      );
    for (const r of rows) out.add(r.email);
  }
  return out;
}

export async function addUnsubscribe(db: DbOrTx, dealerId: number, email: string, at: Date) {
  await db.insert(mailingUnsubscribes).values({ dealerId, email, createdAt: at }).onConflictDoNothing();
}

export async function dealerBrand(db: DbOrTx, dealerId: number) {
  const [row] = await db
    .select({ id: dealers.id, slug: dealers.slug, name: dealers.name, logoUrl: dealers.logoUrl })
    .from(dealers)
    .where(eq(dealers.id, dealerId));
  return row;
}
