import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { users } from './users';

/**
 * A user's vehicle-history (Carfax-style) connection: the OAuth tokens, each sealed with a key
 * derived from the server's secret, and the access token's expiry from `expires_in`.
 */
export const vehicleHistoryConnections = pgTable('vehicle_history_connections', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  accessTokenSealed: text('access_token_sealed').notNull(),
  refreshTokenSealed: text('refresh_token_sealed'),
  expiresAt: ts('expires_at').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** A started connection: the OAuth `state` (hashed), its PKCE verifier (sealed) and where to return. */
export const vehicleHistoryConnectStates = pgTable(
  'vehicle_history_connect_states',
  {
    stateHash: text('state_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeVerifierSealed: text('code_verifier_sealed').notNull(),
    returnTo: text('return_to').notNull(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('vehicle_history_connect_states_user_idx').on(t.userId)],
);

/** The provider's snapshot per VIN (null: it has no report), kept a while so lists do not ask per row. */
export const vehicleHistorySnapshots = pgTable('vehicle_history_snapshots', {
  vin: text('vin').primaryKey(),
  report: jsonb('report').$type<Record<string, unknown> | null>(),
  fetchedAt: ts('fetched_at').notNull(),
});

/**
 * The vehicle-history sandbox's own state (DESIGN.md 5: it stands for the provider and never reads
 * our tables): authorization codes, access and refresh tokens, each stored as a SHA-256 hash with
 * its grant and expiry, so grants survive a restart and every instance honours the same tokens.
 */
export const sandboxVehicleHistoryTokens = pgTable(
  'sandbox_vehicle_history_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    kind: text('kind', { enum: ['code', 'access', 'refresh'] }).notNull(),
    grantId: text('grant_id').notNull(),
    /** A code's redirect URI and PKCE challenge, checked when it is redeemed. */
    redirectUri: text('redirect_uri'),
    codeChallenge: text('code_challenge'),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('sandbox_vehicle_history_tokens_expires_idx').on(t.expiresAt)],
);
