import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { campaigns, dealers, dealerUserRoles, shareInvites, users } from '../../db/schema';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type ShareInviteRow = typeof shareInvites.$inferSelect;

export async function insertShareInvites(db: DbOrTx, rows: (typeof shareInvites.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(shareInvites).values(rows);
}

export async function findShareInvite(db: DbOrTx, token: string): Promise<ShareInviteRow | undefined> {
  const [row] = await db.select().from(shareInvites).where(eq(shareInvites.token, token));
  return row;
}

export async function dealerBySlug(db: DbOrTx, slug: string) {
  const [row] = await db
    .select({ id: dealers.id, slug: dealers.slug, name: dealers.name, logoUrl: dealers.logoUrl })
    .from(dealers)
    .where(eq(dealers.slug, slug));
  return row;
}

export async function dealerById(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: dealers.id, slug: dealers.slug, name: dealers.name, logoUrl: dealers.logoUrl })
    .from(dealers)
    .where(eq(dealers.id, id));
  return row;
}

/** The active member of the dealer with this public uid (the duid and uid of public links). */
export async function activeMemberByUid(db: DbOrTx, dealerId: number, uid: string) {
  if (!UUID.test(uid)) return null;
  const [row] = await db
    .selectDistinct({ id: users.id })
    .from(users)
    .innerJoin(dealerUserRoles, and(eq(dealerUserRoles.userId, users.id), eq(dealerUserRoles.dealerId, dealerId)))
    .where(and(eq(users.uid, uid), eq(users.active, true)));
  return row?.id ?? null;
}

/** A campaign of the dealer that is not deleted: a deleted campaign's links credit nobody. */
export async function dealerCampaignExists(db: DbOrTx, dealerId: number, campaignId: number) {
  const [row] = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(eq(campaigns.id, campaignId), eq(campaigns.dealerId, dealerId), isNull(campaigns.deletedAt)));
  return Boolean(row);
}
