import type { VehicleHistoryReport } from '@dealer/domain';

/** A user's grant: the access token, the refresh token when one was issued, and when access ends. */
export interface VehicleHistoryTokens {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: Date;
}

/**
 * The vehicle-history provider (Carfax Connect style, DESIGN.md 5): OAuth 2.0 authorization code
 * with PKCE and state, refresh tokens, and a GraphQL `dealerReport(vin)`.
 */
export interface VehicleHistoryPort {
  /** Where the browser goes to sign in and approve: carries the state and the PKCE challenge. */
  authorizationUrl(input: { state: string; codeVerifier: string }): Promise<string>;
  /** grant_type=authorization_code with the PKCE verifier; the client secret stays on the server. */
  exchangeCode(input: { code: string; state: string; codeVerifier: string }): Promise<VehicleHistoryTokens>;
  /** grant_type=refresh_token. */
  refresh(refreshToken: string): Promise<VehicleHistoryTokens>;
  /** The dealer report of a VIN; null when the provider has none. */
  dealerReport(accessToken: string, vin: string): Promise<VehicleHistoryReport | null>;
  /** Resolves while the provider still honours the access token (the grant was not revoked); no report is read. */
  verifyAccess(accessToken: string): Promise<void>;
}

export type VehicleHistoryFailure = 'rejected' | 'unreachable' | 'malformed';

/** A provider call that failed; `status` is the provider's HTTP status when it answered. */
export class VehicleHistoryError extends Error {
  constructor(
    readonly failure: VehicleHistoryFailure,
    readonly status: number | null,
    detail: string,
  ) {
    super(`vehicle history: ${failure}: ${detail}`);
    this.name = 'VehicleHistoryError';
  }
}

/** Spec part 1 section 8: answers "above 400 and below 500" get one refresh and one retry. */
export const isRefreshable = (err: unknown): boolean =>
  err instanceof VehicleHistoryError && err.status !== null && err.status > 400 && err.status < 500;

export interface VehicleHistoryConfig {
  url: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}
