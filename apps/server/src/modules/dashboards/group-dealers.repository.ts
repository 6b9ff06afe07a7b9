import { allowReadVals, type RoleName } from '@dealer/domain';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dealerUserRoles, roles } from '../../db/schema';
import { windowStartDay } from '../appraisals/dealer-window';

/** localeCompare's order, without building a collator on each of a 500-dealer group's ~4,500 comparisons. */
const byName = new Intl.Collator();

/** A dealer of the group, with its window (local first day) and appraisal version: what its counts are remembered by. */
export interface GroupDealer {
  id: number;
  name: string;
  slug: string;
  startDay: string;
  version: number;
}

/**
 * The dealers a group admin sees statistics for, by name: every dealer of each dealer group in
 * which the user holds GROUP_ADMIN at some dealer; a dealer without a group is its own scope (the
 * group admin there sees that dealer alone). Each with its window over `days` and its appraisal
 * version, read in the same statement and snapshot: a 500-dealer group is one result of 500 rows
 * (two results, one through the query builder, cost three times the server's time).
 */
export async function groupDealersOf(db: DbOrTx, userId: number, days: number, now: Date): Promise<GroupDealer[]> {
  const result = (await db.execute(sql`with held as (
      select d.id, d.group_id from dealer_user_roles r
        join roles on roles.id = r.role_id and roles.name = 'GROUP_ADMIN'
        join dealers d on d.id = r.dealer_id
      where r.user_id = ${userId}::int)
    select d.id, d.name, d.slug, ${windowStartDay(sql.raw('d.time_zone'), days, now)}::text as start_day,
      coalesce(v.version, 0)::float8 as version
    from dealers d left join appraisal_versions v on v.dealer_id = d.id
    where d.group_id in (select group_id from held) or d.id in (select id from held where group_id is null)`)) as unknown as {
    rows: { id: number; name: string; slug: string; start_day: string; version: number }[];
  };
  return result.rows
    .map((r) => ({ id: r.id, name: r.name, slug: r.slug, startDay: r.start_day, version: Number(r.version) }))
    .sort((x, y) => byName.compare(x.name, y.name) || x.id - y.id);
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
