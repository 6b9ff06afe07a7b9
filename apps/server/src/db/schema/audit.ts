import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { dealers } from './dealers';
import { users } from './users';

/**
 * Who changed a dealer's settings, when, and the record before and after (issue 15: "Every change
 * is audited"). Rows are written in the transaction of the change they describe.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    dealerId: integer('dealer_id')
      .notNull()
      .references(() => dealers.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** What was changed: 'dealer', 'dealer_setting', 'affiliate', 'bank'. */
    entity: text('entity').notNull(),
    entityId: integer('entity_id').notNull(),
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('audit_log_dealer_idx').on(t.dealerId, t.createdAt)],
);
