import { type DealerUserListQuery, type RoleName, roleInfo } from '@dealer/domain';
import { and, asc, count, countDistinct, desc, eq, ilike, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dealers, dealerUserRoles, roles, users } from '../../db/schema';

const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** A member's columns at `dealerId`, with whether the account also belongs to another dealer. */
const memberColumns = (dealerId: number) => ({
  id: users.id,
  uid: users.uid,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phoneNumber: users.phoneNumber,
  confirmed: sql<boolean>`${users.passwordHash} is not null`,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
  lastSignInAt: users.lastSignInAt,
  roles: sql<RoleName[]>`array_agg(${roles.name} order by ${roles.id})`,
  sharedAccount: sql<boolean>`exists (select 1 from ${dealerUserRoles} o where o.user_id = ${users.id} and o.dealer_id <> ${dealerId})`,
});

export type MemberRow = {
  id: number;
  uid: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string | null;
  confirmed: boolean;
  createdAt: Date;
  updatedAt: Date;
  lastSignInAt: Date | null;
  roles: RoleName[];
  sharedAccount: boolean;
};

/** Users of the dealer with at least one of the filters' matches; a role filter looks at the roles held there. */
function memberFilter(dealerId: number, filter: DealerUserListQuery['filter']): SQL {
  const parts: (SQL | undefined)[] = [eq(dealerUserRoles.dealerId, dealerId)];
  if (filter.name) parts.push(ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, escapeLike(filter.name)));
  if (filter.email) parts.push(ilike(users.email, escapeLike(filter.email)));
  if (filter.id) parts.push(inArray(users.id, filter.id));
  if (filter.role) {
    parts.push(
      sql`exists (select 1 from ${dealerUserRoles} r where r.dealer_id = ${dealerId} and r.user_id = ${users.id} and r.role_id = ${roleInfo(filter.role).id})`,
    );
  }
  return and(...parts) as SQL;
}

const SORTS: Record<DealerUserListQuery['sort'][0], (dir: typeof asc) => SQL[]> = {
  name: (dir) => [dir(sql`lower(${users.firstName})`), dir(sql`lower(${users.lastName})`), asc(users.id)],
  email: (dir) => [dir(sql`lower(${users.email})`)],
  createdAt: (dir) => [dir(users.createdAt), asc(users.id)],
  // Never signed in sorts after everyone who has, whichever the direction.
  lastSignInAt: (dir) => [sql`${users.lastSignInAt} is null`, dir(users.lastSignInAt), asc(users.id)],
  id: (dir) => [dir(users.id)],
};

export async function listMembers(
  db: DbOrTx,
  dealerId: number,
  query: DealerUserListQuery,
): Promise<{ rows: MemberRow[]; total: number }> {
  const where = memberFilter(dealerId, query.filter);
  const [field, order] = query.sort;
  const [start, end] = query.range;
  const [rows, [total]] = await Promise.all([
    db
      .select(memberColumns(dealerId))
      .from(dealerUserRoles)
      .innerJoin(users, eq(users.id, dealerUserRoles.userId))
      .innerJoin(roles, eq(roles.id, dealerUserRoles.roleId))
      .where(where)
      .groupBy(users.id)
      .orderBy(...SORTS[field](order === 'ASC' ? asc : desc))
      .offset(start)
      .limit(end - start + 1),
    db
      .select({ n: countDistinct(users.id) })
      .from(dealerUserRoles)
      .innerJoin(users, eq(users.id, dealerUserRoles.userId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** One member of the dealer with the roles held there, or undefined when not a member. */
export async function findMember(db: DbOrTx, dealerId: number, userId: number): Promise<MemberRow | undefined> {
  const [row] = await db
    .select(memberColumns(dealerId))
    .from(dealerUserRoles)
    .innerJoin(users, eq(users.id, dealerUserRoles.userId))
    .innerJoin(roles, eq(roles.id, dealerUserRoles.roleId))
    .where(and(eq(dealerUserRoles.dealerId, dealerId), eq(dealerUserRoles.userId, userId)))
    .groupBy(users.id);
  return row;
}

/**
 * Takes the dealer's row lock for the rest of the transaction: membership changes of one dealer
 * run one at a time, so two admins demoting each other cannot both pass the last-admin check.
 */
export async function lockDealer(db: DbOrTx, dealerId: number): Promise<{ id: number; name: string } | undefined> {
  const [row] = await db
    .select({ id: dealers.id, name: dealers.name })
    .from(dealers)
    .where(eq(dealers.id, dealerId))
    .for('update');
  return row;
}

/** Dealer admins of the dealer other than `exceptUserId`. */
export async function countOtherAdmins(db: DbOrTx, dealerId: number, exceptUserId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(dealerUserRoles)
    .innerJoin(users, eq(users.id, dealerUserRoles.userId))
    .where(
      and(
        eq(dealerUserRoles.dealerId, dealerId),
        eq(dealerUserRoles.roleId, roleInfo('DEALER_ADMIN').id),
        ne(dealerUserRoles.userId, exceptUserId),
        eq(users.active, true),
      ),
    );
  return row?.n ?? 0;
}

/** How many dealers besides `dealerId` the user belongs to. */
export async function countOtherDealers(db: DbOrTx, userId: number, dealerId: number): Promise<number> {
  const [row] = await db
    .select({ n: countDistinct(dealerUserRoles.dealerId) })
    .from(dealerUserRoles)
    .where(and(eq(dealerUserRoles.userId, userId), ne(dealerUserRoles.dealerId, dealerId)));
  return row?.n ?? 0;
}

export async function setRolesAt(db: DbOrTx, dealerId: number, userId: number, names: RoleName[]): Promise<void> {
  await removeMembership(db, dealerId, userId);
  if (names.length === 0) return;
  await db.insert(dealerUserRoles).values(names.map((name) => ({ dealerId, userId, roleId: roleInfo(name).id })));
}

export async function removeMembership(db: DbOrTx, dealerId: number, userId: number): Promise<void> {
  await db
    .delete(dealerUserRoles)
    .where(and(eq(dealerUserRoles.dealerId, dealerId), eq(dealerUserRoles.userId, userId)));
}

export async function insertUser(
  db: DbOrTx,
  values: { email: string; firstName: string; lastName: string; phoneNumber: string | null },
): Promise<{ id: number; email: string; firstName: string }> {
  const [row] = await db
    .insert(users)
    .values(values)
    .returning({ id: users.id, email: users.email, firstName: users.firstName });
  return row!;
}

export async function updateIdentity(
  db: DbOrTx,
  userId: number,
  values: { email?: string; firstName: string; lastName: string; phoneNumber: string | null },
): Promise<void> {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** Users of the dealer who hold one of `roleNames` there, by name (GET /users/deal). */
export function membersHolding(db: DbOrTx, dealerId: number, roleNames: readonly RoleName[]) {
  const ids = roleNames.map((name) => roleInfo(name).id);
  return db
    .select({
      id: users.id,
      uid: users.uid,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(users)
    .where(
      and(
        eq(users.active, true),
        sql`exists (select 1 from ${dealerUserRoles} r where r.dealer_id = ${dealerId} and r.user_id = ${users.id} and ${inArray(sql`r.role_id`, ids)})`,
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
}
