import type { StageCountGroup } from '@dealer/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, PLAN_EACH_RUN } from '../../db/client';
import { appraisals as a } from '../../db/schema';

/**
 * How many of the rows a list's WHERE matches sit in each stage (or lease stage), in one grouped
 * count. The list's WHERE is led by the dealer and area, so the count reads the dealer-led list
 * indexes (area, stage, created_at, status) that hold the grouped column. Planned for its values,
 * like the list's own count: the right index differs between a small and a 50,000-record dealer.
 */
export async function countByStage(db: DbOrTx, where: SQL, by: StageCountGroup): Promise<Map<string, number>> {
  const column = by === 'leaseStage' ? a.leaseStage : a.stage;
  const result = (await db.execute(
    sql`${PLAN_EACH_RUN}select ${column} as key, count(*)::int as n from ${a} where ${where} group by ${column}`,
  )) as unknown as { rows: { key: string; n: number }[] };
  return new Map(result.rows.map((r) => [r.key, Number(r.n)]));
}
