import type { RoleName } from '@dealer/domain';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { dealers } from './dealers';
import { users } from './users';

export const INVITATION_STATUSES = ['open', 'accepted', 'declined'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/**
 * A dealer asking an existing account to join it. The person holds no membership until they
 * accept; re-inviting refreshes the one open invitation of a dealer and person.
 */
export const dealerInvitations = pgTable(
  'dealer_invitations',
  {
    id: serial('id').primaryKey(),
    dealerId: integer('dealer_id')
      .notNull()
      .references(() => dealers.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The roles the membership gets on acceptance (DEALER included). */
    roles: text('roles').array().$type<RoleName[]>().notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: INVITATION_STATUSES }).notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('dealer_invitations_open_key').on(t.dealerId, t.userId).where(sql`${t.status} = 'open'`),
    index('dealer_invitations_user_idx').on(t.userId).where(sql`${t.status} = 'open'`),
  ],
);
