import type { RoleName } from '@dealer/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dealers, dealerUserRoles, roles, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

export interface Membership {
  id: number;
  slug: string;
  name: string;
  logoUrl: string | null;
  roles: RoleName[];
}

export function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  return db.query.users.findFirst({ where: sql`lower(${users.email}) = lower(${email})` });
}

export function findUserById(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  return db.query.users.findFirst({ where: eq(users.id, id) });
}

/** The user's dealers in a stable order (first = default dealer), each with the roles held there. */
export async function membershipsOf(db: DbOrTx, userId: number): Promise<Membership[]> {
  const rows = await db
    .select({
      id: dealers.id,
      slug: dealers.slug,
      name: dealers.name,
      logoUrl: dealers.logoUrl,
      roles: sql<RoleName[]>`array_agg(${roles.name} order by ${roles.id})`,
    })
    .from(dealerUserRoles)
    .innerJoin(dealers, eq(dealers.id, dealerUserRoles.dealerId))
    .innerJoin(roles, eq(roles.id, dealerUserRoles.roleId))
    .where(eq(dealerUserRoles.userId, userId))
    .groupBy(dealers.id)
    .orderBy(asc(dealers.id));
  return rows;
}

export async function setPassword(db: DbOrTx, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function updateProfile(
  db: DbOrTx,
  userId: number,
  values: { firstName: string; lastName: string; phoneNumber: string | null },
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

export async function setEmail(db: DbOrTx, userId: number, email: string): Promise<void> {
  await db.update(users).set({ email, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** Remembers a successful sign-in (the Users tab's "last sign-in"). */
export async function markSignedIn(db: DbOrTx, userId: number, at: Date): Promise<void> {
  await db.update(users).set({ lastSignInAt: at }).where(eq(users.id, userId));
}
