import type { AdminListQuery } from '@dealer/domain';
import { and, asc, count, desc, eq, ilike, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type CampaignRules, campaigns, dealers, users } from '../../db/schema';

export type CampaignRow = typeof campaigns.$inferSelect;

/**
 * How many appraisals came in through the campaign (the Campaigns tab's count), as a subquery; the
 * outer columns written qualified, as drizzle writes them bare inside a select list.
 */
const appraisalCount = sql<number>`(select count(*)::int from appraisals a
  where a.dealer_id = "campaigns"."dealer_id" and a.campaign_id = "campaigns"."id")`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');
const live = (dealerId: number) => and(eq(campaigns.dealerId, dealerId), isNull(campaigns.deletedAt));

/** The dealer's campaigns not deleted, in the list protocol (filter.q on the name, filter.id, range, sort). */
export async function listCampaignRows(db: DbOrTx, dealerId: number, query: AdminListQuery) {
  const { q, id } = query.filter;
  const where = and(
    live(dealerId),
    q ? ilike(campaigns.name, `%${escapeLike(q)}%`) : undefined,
    id ? inArray(campaigns.id, id) : undefined,
  );
  const [field, order] = query.sort;
  const by = order === 'DESC' ? desc : asc;
  const [start, end] = query.range;
  const [rows, [total]] = await Promise.all([
    db
      .select({ campaign: campaigns, appraisalCount })
      .from(campaigns)
      .where(where)
      .orderBy(by(campaigns[field]), by(campaigns.id))
      .offset(start)
      .limit(end - start + 1),
    db.select({ n: count() }).from(campaigns).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** One campaign of the dealer not deleted, with its count; locked for a change when asked. */
export async function findCampaignRow(db: DbOrTx, dealerId: number, id: number, lock = false) {
  const query = db
    .select({ campaign: campaigns, appraisalCount })
    .from(campaigns)
    .where(and(live(dealerId), eq(campaigns.id, id)));
  const [row] = lock ? await query.for('update', { of: campaigns }) : await query;
  return row;
}

export async function insertCampaign(
  db: DbOrTx,
  values: { dealerId: number; name: string; typeId: number | null; rules: CampaignRules; now: Date },
) {
  const { now, ...rest } = values;
  const [row] = await db
    .insert(campaigns)
    .values({ ...rest, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

export async function updateCampaign(
  db: DbOrTx,
  id: number,
  values: { name: string; typeId: number | null; rules: CampaignRules; now: Date },
) {
  const { now, ...rest } = values;
  const [row] = await db
    .update(campaigns)
    .set({ ...rest, updatedAt: now })
    .where(eq(campaigns.id, id))
    .returning();
  return row!;
}

/**
 * A deleted campaign keeps its row (marked deletedAt): its appraisals still point at it and show
 * it as removed, and its links stop crediting new submissions.
 */
export async function markCampaignDeleted(db: DbOrTx, id: number, now: Date) {
  await db.update(campaigns).set({ deletedAt: now, updatedAt: now }).where(eq(campaigns.id, id));
}

/** A live campaign of the dealer (what a customer link may credit), or undefined. */
export async function liveCampaign(db: DbOrTx, dealerId: number, id: number): Promise<CampaignRow | undefined> {
  const [row] = await db
    .select()
    .from(campaigns)
    .where(and(live(dealerId), eq(campaigns.id, id)));
  return row;
}

export async function dealerOf(db: DbOrTx, dealerId: number) {
  const [row] = await db
    .select({ id: dealers.id, slug: dealers.slug, name: dealers.name })
    .from(dealers)
    .where(eq(dealers.id, dealerId));
  return row;
}

/** The public uid of a user (the duid of the service link). */
export async function userUid(db: DbOrTx, userId: number) {
  const [row] = await db.select({ uid: users.uid }).from(users).where(eq(users.id, userId));
  return row?.uid ?? null;
}
