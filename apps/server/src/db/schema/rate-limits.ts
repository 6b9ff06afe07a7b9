import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window counters of every per-address and per-account limit (sign-in, public pages, link
 * calls): one row per bucket (a route, or a sign-in rule) and key (an address, an account), its
 * window starting at the first hit. Kept in the database so every server instance behind a load
 * balancer counts against the same limit.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    count: integer('count').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.key] }), index('rate_limit_hits_window_idx').on(t.windowEndsAt)],
);
