import { sql } from 'drizzle-orm';
import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { dealers } from './dealers';

/**
 * Calls each dealer made to each paid valuation provider, per calendar month (UTC, 'YYYY-MM'): one
 * counter row moved by an upsert, so the Defaults tab reads it without counting a log.
 */
export const valuationProviderCalls = pgTable(
  'valuation_provider_calls',
  {
    dealerId: integer('dealer_id')
      .notNull()
      .references(() => dealers.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['mmr', 'jdp', 'galves', 'blackbook'] }).notNull(),
    month: text('month').notNull(),
    calls: integer('calls').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.dealerId, t.provider, t.month] })],
);

/**
 * Each valuation provider's circuit breaker, shared by every server instance: the times of its
 * latest failures within the window and, while open, when it closes. One row per provider, moved
 * by single atomic statements, so N instances spend five failures in all, not five each.
 */
export const valuationProviderBreakers = pgTable('valuation_provider_breakers', {
  provider: text('provider', { enum: ['mmr', 'jdp', 'galves', 'blackbook'] }).primaryKey(),
  failures: ts('failures').array().notNull().default(sql`'{}'`),
  openUntil: ts('open_until'),
});
