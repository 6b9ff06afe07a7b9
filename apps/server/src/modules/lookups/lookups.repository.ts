import type { RoleName } from '@dealer/domain';
import { and, asc, eq, ilike, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bidders, dealers, dealerUserRoles, dealTypes, linkedDealers, roles, users } from '../../db/schema';

/** Active staff of one dealer with the roles they hold there. */
export function dealerStaff(db: DbOrTx, dealerId: number) {
  return db
    .select({
      id: users.id,
      uid: users.uid,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      phoneNumber: users.phoneNumber,
      roles: sql<RoleName[]>`array_agg(${roles.name} order by ${roles.id})`,
    })
    .from(dealerUserRoles)
    .innerJoin(users, eq(users.id, dealerUserRoles.userId))
    .innerJoin(roles, eq(roles.id, dealerUserRoles.roleId))
    .where(and(eq(dealerUserRoles.dealerId, dealerId), eq(users.active, true)))
    .groupBy(users.id)
    .orderBy(asc(users.firstName), asc(users.lastName));
}

export function allDealTypes(db: DbOrTx) {
  return db.select().from(dealTypes).orderBy(asc(dealTypes.id));
}

export function dealerBidders(db: DbOrTx, dealerId: number, name?: string) {
  const where = name
    ? and(eq(bidders.dealerId, dealerId), ilike(bidders.name, `%${name.replace(/[\\%_]/g, '\\$&')}%`))
    : eq(bidders.dealerId, dealerId);
  return db.select({ id: bidders.id, name: bidders.name }).from(bidders).where(where).orderBy(asc(bidders.name));
}

export function linkedDealersOf(db: DbOrTx, dealerId: number) {
  return db
    .select({ id: dealers.id, slug: dealers.slug, name: dealers.name, logoUrl: dealers.logoUrl })
    .from(linkedDealers)
    .innerJoin(dealers, eq(dealers.id, linkedDealers.linkedDealerId))
    .where(eq(linkedDealers.dealerId, dealerId))
    .orderBy(asc(dealers.name));
}
