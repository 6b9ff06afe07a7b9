import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { affiliates, appraisalUsers, dealerBanks, dealerUserRoles, dealTypes, users } from '../../db/schema';

/** The lookups a header edit checks its ids against, each scoped to the dealer where it is the dealer's. */
export async function findDealType(db: DbOrTx, id: number) {
  const [row] = await db.select().from(dealTypes).where(eq(dealTypes.id, id));
  return row;
}

export async function findDealerAffiliate(db: DbOrTx, dealerId: number, id: number) {
  const [row] = await db
    .select({ id: affiliates.id, name: affiliates.name })
    .from(affiliates)
    .where(and(eq(affiliates.id, id), eq(affiliates.dealerId, dealerId)));
  return row;
}

export async function findDealerBank(db: DbOrTx, dealerId: number, id: number) {
  const [row] = await db
    .select({ id: dealerBanks.id, name: dealerBanks.name })
    .from(dealerBanks)
    .where(and(eq(dealerBanks.id, id), eq(dealerBanks.dealerId, dealerId)));
  return row;
}

/** The dealer's bank whose name is `name`, ignoring case and surrounding spaces (the lowest id on a tie). */
export async function findDealerBankByName(db: DbOrTx, dealerId: number, name: string) {
  const [row] = await db
    .select({ id: dealerBanks.id, name: dealerBanks.name })
    .from(dealerBanks)
    .where(
      and(eq(dealerBanks.dealerId, dealerId), sql`lower(trim(${dealerBanks.name})) = ${name.trim().toLowerCase()}`),
    )
    .orderBy(asc(dealerBanks.id))
    .limit(1);
  return row;
}

export interface StaffRef {
  id: number;
  firstName: string;
  lastName: string;
}

/** Of `userIds`, the active users who belong to the dealer (hold any role there). */
export function activeMembers(db: DbOrTx, dealerId: number, userIds: number[]): Promise<StaffRef[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectDistinct({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .innerJoin(dealerUserRoles, eq(dealerUserRoles.userId, users.id))
    .where(and(inArray(users.id, userIds), eq(dealerUserRoles.dealerId, dealerId), eq(users.active, true)));
}

/** The users assigned to an appraisal, first assigned first. */
export function assignedUsers(db: DbOrTx, appraisalId: number): Promise<StaffRef[]> {
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(appraisalUsers)
    .innerJoin(users, eq(users.id, appraisalUsers.userId))
    .where(eq(appraisalUsers.appraisalId, appraisalId))
    .orderBy(asc(appraisalUsers.assignedAt), asc(appraisalUsers.userId));
}

/** Makes the assigned set exactly `userIds`; users who stay keep their assignedAt. */
export async function replaceAssignedUsers(db: DbOrTx, appraisalId: number, userIds: number[], at: Date) {
  const leaving = eq(appraisalUsers.appraisalId, appraisalId);
  await db
    .delete(appraisalUsers)
    .where(userIds.length > 0 ? and(leaving, notInArray(appraisalUsers.userId, userIds)) : leaving);
  if (userIds.length === 0) return;
  await db
    .insert(appraisalUsers)
    .values(userIds.map((userId) => ({ appraisalId, userId, assignedAt: at })))
    .onConflictDoNothing();
}

export async function findUser(db: DbOrTx, id: number): Promise<StaffRef | undefined> {
  const [row] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, id));
  return row;
}
