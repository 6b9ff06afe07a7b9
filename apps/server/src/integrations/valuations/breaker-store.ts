import type { ValuationProvider } from '@dealer/domain';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { valuationProviderBreakers as b } from '../../db/schema';

export interface BreakerRule {
  failures: number;
  windowMs: number;
  openMs: number;
}

/** When the provider's breaker is open at `at`, the time it closes; null when calls go through. */
export async function breakerOpenUntil(db: Db, provider: ValuationProvider, at: Date): Promise<Date | null> {
  const [row] = await db
    .select({ openUntil: b.openUntil })
    .from(b)
    .where(and(eq(b.provider, provider), gt(b.openUntil, at)));
  return row?.openUntil ?? null;
}

/** A call went through: the failure count starts again (no write when there is nothing to clear). */
export async function clearBreakerFailures(db: Db, provider: ValuationProvider): Promise<void> {
  await db
    .update(b)
    .set({ failures: sql`'{}'` })
    .where(and(eq(b.provider, provider), sql`cardinality(${b.failures}) > 0`));
}

/**
 * Records a failure at `at` in one statement (the row lock orders concurrent instances, so no
 * failure is lost): keeps the failures still inside the window (none once an open period has
 * ended), adds this one, and opens the breaker when they reach the rule's count.
 */
export async function recordBreakerFailure(db: Db, provider: ValuationProvider, at: Date, rule: BreakerRule) {
  const atIso = at.toISOString();
  const cutoff = new Date(at.getTime() - rule.windowMs).toISOString();
  const reopenAt = new Date(at.getTime() + rule.openMs).toISOString();
  // The latest failures a new one can join within the window; after an open period, none.
  const kept = sql`(CASE WHEN ${b.openUntil} <= ${atIso}::timestamptz THEN '{}'::timestamptz[]
    ELSE ARRAY(SELECT f FROM unnest(${b.failures}) AS f WHERE f > ${cutoff}::timestamptz
      ORDER BY f DESC LIMIT ${rule.failures - 1}) END)`;
  await db
    .insert(b)
    .values({
      provider,
      failures: sql`ARRAY[${atIso}::timestamptz]`,
      openUntil: rule.failures <= 1 ? new Date(reopenAt) : null,
    })
    .onConflictDoUpdate({
      target: b.provider,
      set: {
        failures: sql`${kept} || ${atIso}::timestamptz`,
        openUntil: sql`CASE WHEN cardinality(${kept}) + 1 >= ${rule.failures} THEN ${reopenAt}::timestamptz
          WHEN ${b.openUntil} <= ${atIso}::timestamptz THEN NULL ELSE ${b.openUntil} END`,
      },
    });
}
