import type { NewAppraisalMinimal, ShareFormTypeCode } from '@dealer/domain';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { dealers } from './dealers';
import { campaigns } from './lookups';
import { users } from './users';

/**
 * A customer form shared by a staff member (POST /appraisals/share-invite): the link's token, who
 * sent it, which form, the values it is prefilled with, and where it went. The public form reads
 * it to prefill and to credit the appraisal to the sender.
 */
export const shareInvites = pgTable(
  'share_invites',
  {
    id: serial('id').primaryKey(),
    token: text('token').notNull(),
    dealerId: integer('dealer_id')
      .notNull()
      .references(() => dealers.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    typeCode: text('type_code').$type<ShareFormTypeCode>().notNull(),
    shareType: text('share_type').notNull(),
    recipient: text('recipient'),
    /** The share dialog's values after the minimal mode (newAppraisalMinimalSchema). */
    prefill: jsonb('prefill').$type<NewAppraisalMinimal>(),
    campaignId: integer('campaign_id').references(() => campaigns.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('share_invites_token').on(t.token), index('share_invites_dealer_idx').on(t.dealerId, t.id)],
);
