import { DEALER_SETTING, EQUITY_HIGH_THRESHOLD_DEFAULT, equityLevel } from '@dealer/domain';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The dealer's high-equity threshold (setting 40117, or the spec's default) as SQL, for the dealer
 * the given expression names. The constants are inlined, so the list row's JSON can be compiled to
 * text once (list-row-json.ts); in the queue PostgreSQL runs it once as an init plan.
 */
export function highEquityThresholdSql(dealerId: SQL): SQL {
  return sql`coalesce((select case when s.value ~ '^-?[0-9]+(\\.[0-9]+)?$' then s.value::numeric end
    from dealer_settings s where s.dealer_id = ${dealerId}
      and s.setting_id = ${sql.raw(String(DEALER_SETTING.HIGH_EQUITY_THRESHOLD))}),
    ${sql.raw(String(EQUITY_HIGH_THRESHOLD_DEFAULT))})`;
}

/** The same test in JavaScript, for a record already read with its dealer's threshold. */
export function isHighEquity(equity: string | number | null, threshold: number): boolean {
  return equity !== null && equityLevel(equity, threshold) === 'high';
}
