import { and, asc, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dealers, dealerUserRoles } from '../../db/schema';

export function findDealerBySlug(db: DbOrTx, slug: string) {
  return db.query.dealers.findFirst({ where: eq(dealers.slug, slug) });
}

export async function findDealerContact(db: DbOrTx, dealerId: number) {
  const [row] = await db
    .select({
      name: dealers.name,
      slug: dealers.slug,
      logoUrl: dealers.logoUrl,
      address1: dealers.address1,
      address2: dealers.address2,
      city: dealers.city,
      state: dealers.state,
      zip: dealers.zip,
      phoneNumber: dealers.phoneNumber,
    })
    .from(dealers)
    .where(eq(dealers.id, dealerId));
  return row;
}

const profileColumns = {
  id: dealers.id,
  slug: dealers.slug,
  name: dealers.name,
  logoUrl: dealers.logoUrl,
  phoneNumber: dealers.phoneNumber,
  address1: dealers.address1,
  address2: dealers.address2,
  city: dealers.city,
  state: dealers.state,
  zip: dealers.zip,
  timeZone: dealers.timeZone,
  smsSender: dealers.smsSender,
  updatedAt: dealers.updatedAt,
};

/** The dealers a user belongs to (any role), by name. */
export function dealersOfUser(db: DbOrTx, userId: number) {
  return db
    .selectDistinct({ id: dealers.id, slug: dealers.slug, name: dealers.name, logoUrl: dealers.logoUrl })
    .from(dealerUserRoles)
    .innerJoin(dealers, eq(dealers.id, dealerUserRoles.dealerId))
    .where(eq(dealerUserRoles.userId, userId))
    .orderBy(asc(dealers.name), asc(dealers.id));
}

/** Whether another dealer texts from this sender (each sender answers one dealer). */
export async function senderTakenByOther(db: DbOrTx, dealerId: number, sender: string): Promise<boolean> {
  const [row] = await db
    .select({ id: dealers.id })
    .from(dealers)
    .where(and(eq(dealers.smsSender, sender), ne(dealers.id, dealerId)));
  return row !== undefined;
}

export async function findDealerProfile(db: DbOrTx, dealerId: number, lock = false) {
  const query = db.select(profileColumns).from(dealers).where(eq(dealers.id, dealerId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export type DealerProfileRow = NonNullable<Awaited<ReturnType<typeof findDealerProfile>>>;

export async function updateDealerProfile(
  db: DbOrTx,
  dealerId: number,
  changes: Partial<Omit<DealerProfileRow, 'id' | 'slug' | 'updatedAt'>>,
  now: Date,
) {
  const [row] = await db
    .update(dealers)
    .set({ ...changes, updatedAt: now })
    .where(eq(dealers.id, dealerId))
    .returning(profileColumns);
  return row!;
}

export interface DealerLogo {
  logoUrl: string | null;
  logoKey: string | null;
  logoType: string | null;
  logoHash: string | null;
}

/** The stored logo of a dealer (by id, locked for a replace, or by its public slug). */
export async function findDealerLogo(db: DbOrTx, where: { id: number } | { slug: string }, lock = false) {
  const cond = 'id' in where ? eq(dealers.id, where.id) : eq(dealers.slug, where.slug);
  const query = db
    .select({
      slug: dealers.slug,
      logoUrl: dealers.logoUrl,
      logoKey: dealers.logoKey,
      logoType: dealers.logoType,
      logoHash: dealers.logoHash,
    })
    .from(dealers)
    .where(cond);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function setDealerLogo(db: DbOrTx, dealerId: number, logo: DealerLogo, now: Date) {
  const [row] = await db
    .update(dealers)
    .set({ ...logo, updatedAt: now })
    .where(eq(dealers.id, dealerId))
    .returning(profileColumns);
  return row!;
}
