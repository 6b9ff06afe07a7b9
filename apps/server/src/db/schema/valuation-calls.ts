import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
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
