import {
  ERROR_MESSAGES,
  type VehicleHistoryReport,
  type VehicleHistoryReportLink,
  type VehicleHistorySnapshot,
} from '@dealer/domain';
import type { AppContext } from '../../context';
import {
  isRefreshable,
  VehicleHistoryError,
  type VehicleHistoryPort,
  type VehicleHistoryTokens,
} from '../../integrations/vehicle-history';
import { randomToken, sha256 } from '../../lib/crypto';
import { NotFoundError, ProviderError, ValidationError } from '../../lib/errors';
import { sealer } from '../../lib/sealed-text';
import {
  type ConnectionRow,
  clearConnection,
  findCachedSnapshot,
  findConnection,
  saveConnection,
  saveConnectState,
  saveSnapshot,
  takeConnectState,
} from './vehicle-history.repository';

/** How long a started connection waits for the person on the provider's page. */
const CONNECT_STATE_TTL_MS = 15 * 60_000;
const PROVIDER_DOWN = 'The vehicle-history service could not be reached. Please try again later.';
const SIGN_IN_REFUSED = 'The vehicle-history service refused the sign-in. Please connect again.';

/** A call's answer, or the tokens were cleared and the user must connect again. */
type WithAccess<T> = { ok: true; value: T; expiresAt: Date } | { ok: false; message: string | null };

const notConnected = (message: string | null): VehicleHistorySnapshot => ({
  connected: false,
  expiresAt: null,
  report: null,
  message,
});

/**
 * The vehicle-history connection of each user (spec part 1 section 4): the OAuth exchange and
 * refresh happen here, tokens are sealed at rest, and snapshots are cached per VIN.
 */
export function vehicleHistoryService(ctx: AppContext, port: VehicleHistoryPort) {
  const tokens = sealer(ctx.config.sessionSecret, 'vehicle-history-tokens');
  /** One refresh per user at a time: parallel badge calls share it (refresh tokens rotate). */
  const refreshing = new Map<number, Promise<ConnectionRow | null>>();
  /** One grant check per user at a time: a list page's badges answered from the cache share it. */
  const checking = new Map<number, Promise<WithAccess<void>>>();

  const seal = (t: VehicleHistoryTokens) => ({
    accessTokenSealed: tokens.seal(t.accessToken),
    refreshTokenSealed: t.refreshToken === null ? null : tokens.seal(t.refreshToken),
    expiresAt: t.expiresAt,
  });

  async function refreshOnce(userId: number, failed: ConnectionRow): Promise<ConnectionRow | null> {
    // Another request may have refreshed already: use its tokens.
    const current = await findConnection(ctx.db, userId);
    if (current && current.accessTokenSealed !== failed.accessTokenSealed) return current;
    const refreshToken = failed.refreshTokenSealed ? tokens.open(failed.refreshTokenSealed) : null;
    try {
      if (!refreshToken) throw new VehicleHistoryError('rejected', null, 'no refresh token');
      const next = { userId, ...seal(await port.refresh(refreshToken)), updatedAt: ctx.now() };
      await saveConnection(ctx.db, userId, next, ctx.now());
      return next;
    } catch (err) {
      if (err instanceof VehicleHistoryError && err.failure === 'unreachable') throw new ProviderError(PROVIDER_DOWN);
      await clearConnection(ctx.db, userId, failed.accessTokenSealed);
      return null;
    }
  }

  function sharedRefresh(userId: number, failed: ConnectionRow) {
    let pending = refreshing.get(userId);
    if (!pending) {
      pending = refreshOnce(userId, failed).finally(() => refreshing.delete(userId));
      refreshing.set(userId, pending);
    }
    return pending;
  }

  /** Calls the provider with the user's token; on a 4xx, refreshes once and retries once. */
  async function withAccess<T>(userId: number, call: (accessToken: string) => Promise<T>): Promise<WithAccess<T>> {
    const connection = await findConnection(ctx.db, userId);
    if (!connection) return { ok: false, message: null };
    const accessToken = tokens.open(connection.accessTokenSealed);
    if (accessToken === null) {
      // Sealed with another key (the server's secret changed): unusable, so gone.
      await clearConnection(ctx.db, userId, connection.accessTokenSealed);
      return { ok: false, message: null };
    }
    try {
      return { ok: true, value: await call(accessToken), expiresAt: connection.expiresAt };
    } catch (err) {
      if (!isRefreshable(err)) throw new ProviderError(PROVIDER_DOWN);
    }
    const refreshed = await sharedRefresh(userId, connection);
    if (!refreshed) return { ok: false, message: ERROR_MESSAGES.carfaxRefresh };
    try {
      const value = await call(tokens.open(refreshed.accessTokenSealed) ?? '');
      return { ok: true, value, expiresAt: refreshed.expiresAt };
    } catch {
      throw new ProviderError(PROVIDER_DOWN);
    }
  }

  /** Whether the provider still honours the user's grant (refreshing an expired token on the way). */
  function sharedGrantCheck(userId: number) {
    let pending = checking.get(userId);
    if (!pending) {
      pending = withAccess(userId, (token) => port.verifyAccess(token)).finally(() => checking.delete(userId));
      checking.set(userId, pending);
    }
    return pending;
  }

  return {
    /** A new state and PKCE verifier kept for the callback; answers the provider's sign-in URL. */
    async start(userId: number, returnTo: string): Promise<{ url: string; state: string }> {
      const state = randomToken();
      const codeVerifier = randomToken();
      const now = ctx.now();
      await saveConnectState(
        ctx.db,
        {
          stateHash: sha256(state),
          userId,
          codeVerifierSealed: tokens.seal(codeVerifier),
          returnTo,
          expiresAt: new Date(now.getTime() + CONNECT_STATE_TTL_MS),
        },
        now,
      );
      return { url: await port.authorizationUrl({ state, codeVerifier }), state };
    },

    /** The callback: the state must be one this user started; the code is exchanged here. */
    async finish(userId: number, code: string, state: string | undefined) {
      const now = ctx.now();
      const started = state ? await takeConnectState(ctx.db, userId, sha256(state), now) : null;
      const codeVerifier = started ? tokens.open(started.codeVerifierSealed) : null;
      if (!started || !state || codeVerifier === null) {
        throw new ValidationError(ERROR_MESSAGES.carfaxState, { state: ERROR_MESSAGES.carfaxState });
      }
      let granted: VehicleHistoryTokens;
      try {
        granted = await port.exchangeCode({ code, state, codeVerifier });
      } catch (err) {
        throw new ProviderError(
          err instanceof VehicleHistoryError && err.failure === 'rejected' ? SIGN_IN_REFUSED : PROVIDER_DOWN,
        );
      }
      await saveConnection(ctx.db, userId, seal(granted), now);
      return { returnTo: started.returnTo, expiresAt: granted.expiresAt.toISOString() };
    },

    /**
     * The VIN's snapshot: from the cache while fresh, else from the provider (then cached). The
     * cache is shared by every user, so it answers only a user whose grant the provider still
     * honours (a revoked one is told to connect again, and their tokens go).
     */
    async snapshot(userId: number, vin: string): Promise<VehicleHistorySnapshot> {
      const connection = await findConnection(ctx.db, userId);
      if (!connection) return notConnected(null);
      const since = new Date(ctx.now().getTime() - ctx.config.vehicleHistory.snapshotCacheMs);
      const cached = await findCachedSnapshot(ctx.db, vin, since);
      if (cached !== undefined) {
        const granted = await sharedGrantCheck(userId);
        if (!granted.ok) return notConnected(granted.message);
        return { connected: true, expiresAt: granted.expiresAt.toISOString(), report: cached, message: null };
      }
      const answer = await withAccess(userId, (token) => port.dealerReport(token, vin));
      if (!answer.ok) return notConnected(answer.message);
      await saveSnapshot(ctx.db, vin, answer.value, ctx.now());
      return { connected: true, expiresAt: answer.expiresAt.toISOString(), report: answer.value, message: null };
    },

    /** The report link of a VIN; a 404 when the provider has no report for it. */
    async reportLink(userId: number, vin: string): Promise<VehicleHistoryReportLink> {
      const answer = await this.snapshot(userId, vin);
      if (!answer.connected) return { connected: false, url: null, message: answer.message };
      const report: VehicleHistoryReport | null = answer.report;
      if (!report) throw new NotFoundError(`There is no vehicle history report for VIN ${vin}.`);
      return { connected: true, url: report.carfaxLink.url, message: null };
    },
  };
}
export type VehicleHistoryService = ReturnType<typeof vehicleHistoryService>;
