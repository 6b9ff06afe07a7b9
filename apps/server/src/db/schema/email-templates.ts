import { boolean, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { dealers } from './dealers';

/**
 * A dealer's custom version of a default e-mail template (the defaults live in code, in
 * packages/domain, keyed by externalId): its own text per section var and whether it is used.
 */
export const dealerEmailTemplates = pgTable(
  'dealer_email_templates',
  {
    id: serial('id').primaryKey(),
    dealerId: integer('dealer_id')
      .notNull()
      .references(() => dealers.id, { onDelete: 'cascade' }),
    externalId: text('external_id').notNull(),
    options: jsonb('options').$type<Record<string, string>>().notNull().default({}),
    enabled: boolean('enabled').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('dealer_email_templates_dealer_template').on(t.dealerId, t.externalId)],
);
