import type { AdminListQuery } from '@dealer/domain';
import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { activity, type affiliates, appraisals, type dealerBanks } from '../../db/schema';

/** Affiliates and banks share one shape (part 2 section 3: "id, name, createdAt, updatedAt"). */
export type DealerListTable = typeof affiliates | typeof dealerBanks;
export type DealerListRow = { id: number; name: string; createdAt: Date; updatedAt: Date };

const columns = (t: DealerListTable) => ({ id: t.id, name: t.name, createdAt: t.createdAt, updatedAt: t.updatedAt });
const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

export async function listRows(db: DbOrTx, t: DealerListTable, dealerId: number, query: AdminListQuery) {
  const { q, id } = query.filter;
  const where = and(
    eq(t.dealerId, dealerId),
    q ? ilike(t.name, `%${escapeLike(q)}%`) : undefined,
    id ? inArray(t.id, id) : undefined,
  );
  const [field, order] = query.sort;
  const [start, end] = query.range;
  const by = order === 'DESC' ? desc : asc;
  const [rows, [total]] = await Promise.all([
    db
      .select(columns(t))
      .from(t)
      .where(where)
      .orderBy(by(t[field]), by(t.id))
      .offset(start)
      .limit(end - start + 1),
    db.select({ n: count() }).from(t).where(where),
  ]);
  return { rows: rows as DealerListRow[], total: total?.n ?? 0 };
}

export async function findRow(db: DbOrTx, t: DealerListTable, dealerId: number, id: number, lock = false) {
  const query = db
    .select(columns(t))
    .from(t)
    .where(and(eq(t.id, id), eq(t.dealerId, dealerId)));
  const [row] = lock ? await query.for('update') : await query;
  return row as DealerListRow | undefined;
}

/** Another row of the dealer with this name, ignoring case and surrounding space. */
export async function nameTaken(db: DbOrTx, t: DealerListTable, dealerId: number, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: t.id })
    .from(t)
    .where(
      and(
        eq(t.dealerId, dealerId),
        sql`lower(${t.name}) = ${name.toLowerCase()}`,
        exceptId === undefined ? undefined : ne(t.id, exceptId),
      ),
    );
  return row !== undefined;
}

export async function insertRow(db: DbOrTx, t: DealerListTable, dealerId: number, name: string, now: Date) {
  const [row] = await db.insert(t).values({ dealerId, name, createdAt: now, updatedAt: now }).returning(columns(t));
  return row as DealerListRow;
}

export async function updateRow(db: DbOrTx, t: DealerListTable, id: number, name: string, now: Date) {
  const [row] = await db.update(t).set({ name, updatedAt: now }).where(eq(t.id, id)).returning(columns(t));
  return row as DealerListRow;
}

export async function deleteRow(db: DbOrTx, t: DealerListTable, id: number) {
  await db.delete(t).where(eq(t.id, id));
}

/** Which appraisal column points at each list. */
const REFERENCE = { affiliate: appraisals.affiliateId, bank: appraisals.dealerBankId } as const;
export type ReferenceKind = keyof typeof REFERENCE;

/**
 * Clears every reference of the dealer's appraisals to the row and writes one activity row per
 * appraisal it touched, all in the caller's transaction. Answers the appraisal ids.
 */
export async function clearReferences(
  db: DbOrTx,
  kind: ReferenceKind,
  dealerId: number,
  id: number,
  userId: number,
  activityText: { action: string; details: string },
  now: Date,
): Promise<number[]> {
  const column = REFERENCE[kind];
  const changed = await db
    .update(appraisals)
    .set(kind === 'affiliate' ? { affiliateId: null, updatedAt: now } : { dealerBankId: null, updatedAt: now })
    .where(and(eq(appraisals.dealerId, dealerId), eq(column, id)))
    .returning({ id: appraisals.id });
  if (changed.length > 0) {
    await db
      .insert(activity)
      .values(changed.map((r) => ({ appraisalId: r.id, userId, ...activityText, createdAt: now })));
  }
  return changed.map((r) => r.id);
}

/**
 * Links the dealer's appraisals whose finance bank reads as this bank's name (ignoring case and
 * surrounding space) and that no bank is linked to yet, so "Not found in dealer banks!" and
 * "Banks don't match" go away as soon as the bank is added.
 */
export async function linkMatchingFinanceBanks(db: DbOrTx, dealerId: number, bankId: number, name: string) {
  await db
    .update(appraisals)
    .set({ dealerBankId: bankId })
    .where(
      and(
        eq(appraisals.dealerId, dealerId),
        isNull(appraisals.dealerBankId),
        sql`lower(trim(${appraisals.financeBank})) = ${name.trim().toLowerCase()}`,
      ),
    );
}
