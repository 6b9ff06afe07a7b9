import { createHash } from 'node:crypto';
import { randomToken } from '../../../lib/crypto';

interface PendingCode {
  redirectUri: string;
  codeChallenge: string;
  expiresAt: number;
}
interface IssuedToken {
  grantId: string;
  expiresAt: number;
}

const CODE_TTL_MS = 60_000;

/**
 * The sandbox provider's memory: authorization codes (one use, a minute), access and refresh
 * tokens with their lifetimes, and the grants a person may revoke. One server's memory is enough
 * for a stand-in; a restart asks everyone to connect again, as a revoked grant would.
 */
export function grantStore(now: () => Date, ttl: { accessTtlSeconds: number; refreshTtlSeconds: number }) {
  const codes = new Map<string, PendingCode>();
  const access = new Map<string, IssuedToken>();
  const refresh = new Map<string, IssuedToken>();
  const time = () => now().getTime();

  function issue(grantId: string) {
    const accessToken = randomToken();
    const refreshToken = randomToken();
    access.set(accessToken, { grantId, expiresAt: time() + ttl.accessTtlSeconds * 1000 });
    refresh.set(refreshToken, { grantId, expiresAt: time() + ttl.refreshTtlSeconds * 1000 });
    return {
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: ttl.accessTtlSeconds,
      refresh_token: refreshToken,
    };
  }

  return {
    newCode(redirectUri: string, codeChallenge: string): string {
      const code = randomToken();
      codes.set(code, { redirectUri, codeChallenge, expiresAt: time() + CODE_TTL_MS });
      return code;
    },
    /** The code's tokens when the redirect URI and the PKCE verifier (S256) match; codes are one use. */
    redeemCode(code: string, redirectUri: string, verifier: string) {
      const pending = codes.get(code);
      codes.delete(code);
      if (!pending || pending.expiresAt <= time() || pending.redirectUri !== redirectUri) return null;
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      if (challenge !== pending.codeChallenge) return null;
      return issue(randomToken());
    },
    /** New tokens for a live refresh token; the old one is spent (rotation). */
    redeemRefresh(token: string) {
      const issued = refresh.get(token);
      refresh.delete(token);
      if (!issued || issued.expiresAt <= time()) return null;
      return issue(issued.grantId);
    },
    isLiveAccess(token: string): boolean {
      const issued = access.get(token);
      return !!issued && issued.expiresAt > time();
    },
    /** Grants with a live token: what the account page lists. */
    grantCount(): number {
      const live = [...access.values(), ...refresh.values()].filter((t) => t.expiresAt > time());
      return new Set(live.map((t) => t.grantId)).size;
    },
    /** The person disconnects every app: all tokens stop working at once. */
    revokeAll(): void {
      access.clear();
      refresh.clear();
    },
  };
}
export type GrantStore = ReturnType<typeof grantStore>;
