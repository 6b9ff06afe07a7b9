import { allowReadVals, type RoleName } from '@dealer/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dealers, dealerUserRoles, roles } from '../../db/schema';

/** localeCompare's order, without building a collator on each of a 500-dealer group's ~4,500 comparisons. */
const byName = new Intl.Collator();

export interface GroupDealer {
  id: number;
  name: string;
  slug: string;
}

/**
 * The dealers a group admin sees statistics for: every dealer of each dealer group in which the
 * user holds GROUP_ADMIN at some dealer. A dealer without a group is its own scope (the group
 * admin there sees that dealer alone).
 */
export async function groupDealersOf(db: DbOrTx, userId: number): Promise<GroupDealer[]> {
  const held = await db
    .select({ id: dealers.id, groupId: dealers.groupId })
    .from(dealerUserRoles)
    .innerJoin(roles, eq(roles.id, dealerUserRoles.roleId))
    .innerJoin(dealers, eq(dealers.id, dealerUserRoles.dealerId))
    .where(and(eq(dealerUserRoles.userId, userId), eq(roles.name, 'GROUP_ADMIN')));
  const groupIds = [...new Set(held.flatMap((d) => (d.groupId === null ? [] : [d.groupId])))];
  const loneIds = held.filter((d) => d.groupId === null).map((d) => d.id);
  const select = { id: dealers.id, name: dealers.name, slug: dealers.slug };
  const [grouped, lone] = await Promise.all([
    groupIds.length ? db.select(select).from(dealers).where(inArray(dealers.groupId, groupIds)) : [],
    loneIds.length ? db.select(select).from(dealers).where(inArray(dealers.id, loneIds)) : [],
  ]);
  const byId = new Map([...grouped, ...lone].map((d) => [d.id, d]));
  return [...byId.values()].sort((x, y) => byName.compare(x.name, y.name) || x.id - y.id);
}

/**
 * The dealers at which the user may read valuations (holds a role of allowReadVals there): a group
 * admin sees the expected-profit figures of those dealers only, since an average over a few records
 * gives a record's expected profit away.
 */
export async function valueDealerIdsOf(db: DbOrTx, userId: number): Promise<Set<number>> {
  const held = await db
    .select({ dealerId: dealerUserRoles.dealerId, role: roles.name })
    .from(dealerUserRoles)
    .innerJoin(roles, eq(roles.id, dealerUserRoles.roleId))
    .where(eq(dealerUserRoles.userId, userId));
  const byDealer = new Map<number, RoleName[]>();
  for (const h of held) byDealer.set(h.dealerId, [...(byDealer.get(h.dealerId) ?? []), h.role as RoleName]);
  return new Set([...byDealer].filter(([, names]) => allowReadVals(names)).map(([id]) => id));
}
