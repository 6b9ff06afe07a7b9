import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { dealers } from './dealers';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    uid: uuid('uid').notNull().defaultRandom(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phoneNumber: text('phone_number'),
    /** Null until the account is confirmed (the user sets a password through the confirm link). */
    passwordHash: text('password_hash'),
    active: boolean('active').notNull().default(true),
    /** The last successful sign-in (the dealer's Users tab shows it). */
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_key').on(sql`lower(${t.email})`), uniqueIndex('users_uid_key').on(t.uid)],
);

/** The spec's 11 roles; rows are kept in step with packages/domain at every start. */
export const roles = pgTable('roles', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
  abbrev: text('abbrev').notNull(),
  summary: text('summary').notNull(),
});

/** Roles are per dealer: a user holds a set of roles at each dealer they belong to. */
export const dealerUserRoles = pgTable(
  'dealer_user_roles',
  {
    dealerId: integer('dealer_id')
      .notNull()
      .references(() => dealers.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
  },
  (t) => [primaryKey({ columns: [t.dealerId, t.userId, t.roleId] }), index('dealer_user_roles_user_idx').on(t.userId)],
);
