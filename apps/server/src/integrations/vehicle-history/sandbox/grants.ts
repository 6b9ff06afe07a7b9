import { createHash } from 'node:crypto';
import { and, countDistinct, eq, gt, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { sandboxVehicleHistoryTokens as t } from '../../../db/schema';
import { randomToken, sha256 } from '../../../lib/crypto';

const CODE_TTL_MS = 60_000;

/**
 * The sandbox provider's grants: authorization codes (one use, a minute), access and refresh
 * tokens with their lifetimes, and the grants a person may revoke. Kept in its own table (hashed),
 * as a real provider keeps them: a restart or another instance honours the same tokens.
 */
export function grantStore(db: Db, now: () => Date, ttl: { accessTtlSeconds: number; refreshTtlSeconds: number }) {
  const after = (ms: number) => new Date(now().getTime() + ms);

  /** Takes a token of this kind out of the store (so it works once); null when unknown or expired. */
  async function spend(kind: 'code' | 'refresh', token: string) {
    const [row] = await db
      .delete(t)
      .where(and(eq(t.tokenHash, sha256(token)), eq(t.kind, kind)))
      .returning();
    return row && row.expiresAt > now() ? row : null;
  }

  async function issue(grantId: string) {
    const accessToken = randomToken();
    const refreshToken = randomToken();
    await db.insert(t).values([
      { tokenHash: sha256(accessToken), kind: 'access', grantId, expiresAt: after(ttl.accessTtlSeconds * 1000) },
      { tokenHash: sha256(refreshToken), kind: 'refresh', grantId, expiresAt: after(ttl.refreshTtlSeconds * 1000) },
    ]);
    return {
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: ttl.accessTtlSeconds,
      refresh_token: refreshToken,
    };
  }

  return {
    async newCode(redirectUri: string, codeChallenge: string): Promise<string> {
      // Expired codes and tokens go as new ones come, so the table holds only live grants.
      await db.delete(t).where(lte(t.expiresAt, now()));
      const code = randomToken();
      await db.insert(t).values({
        tokenHash: sha256(code),
        kind: 'code',
        grantId: randomToken(),
        redirectUri,
        codeChallenge,
        expiresAt: after(CODE_TTL_MS),
      });
      return code;
    },
    /** The code's tokens when the redirect URI and the PKCE verifier (S256) match; codes are one use. */
    async redeemCode(code: string, redirectUri: string, verifier: string) {
      const pending = await spend('code', code);
      if (!pending || pending.redirectUri !== redirectUri) return null;
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      if (challenge !== pending.codeChallenge) return null;
      return issue(pending.grantId);
    },
    /** New tokens for a live refresh token; the old one is spent (rotation). */
    async redeemRefresh(token: string) {
      const issued = await spend('refresh', token);
      return issued ? issue(issued.grantId) : null;
    },
    async isLiveAccess(token: string): Promise<boolean> {
      const [row] = await db
        .select({ expiresAt: t.expiresAt })
        .from(t)
        .where(and(eq(t.tokenHash, sha256(token)), eq(t.kind, 'access'), gt(t.expiresAt, now())));
      return !!row;
    },
    /** Grants with a live token: what the account page lists. */
    async grantCount(): Promise<number> {
      const [row] = await db
        .select({ n: countDistinct(t.grantId) })
        .from(t)
        .where(and(inArray(t.kind, ['access', 'refresh']), gt(t.expiresAt, now())));
      return row?.n ?? 0;
    },
    /** The person disconnects every app: all tokens stop working at once. */
    async revokeAll(): Promise<void> {
      await db.delete(t).where(inArray(t.kind, ['access', 'refresh']));
    },
  };
}
export type GrantStore = ReturnType<typeof grantStore>;
