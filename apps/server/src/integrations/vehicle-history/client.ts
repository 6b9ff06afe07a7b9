import { type VehicleHistoryReport, vehicleHistoryReportSchema } from '@dealer/domain';
import { ClientError, GraphQLClient, gql } from 'graphql-request';
import * as oauth from 'oauth4webapi';
import { z } from 'zod';
import type { AppContext } from '../../context';
import {
  type VehicleHistoryConfig,
  VehicleHistoryError,
  type VehicleHistoryPort,
  type VehicleHistoryTokens,
} from './port';

const TIMEOUT_MS = 10_000;

const DEALER_REPORT = gql`
  query DealerReport($vin: String!) {
    dealerReport(vin: $vin) {
      snapshotKey
      carfaxLink {
        url
      }
      fourPillars {
        accident {
          iconUrl
          iconText
          position
          hasAccidents
        }
        owner {
          iconUrl
          iconText
          position
          isOneOwner
        }
        useType {
          iconUrl
          iconText
          position
          isPersonalUse
        }
        serviceRecord {
          iconUrl
          iconText
          position
          recordCount
        }
      }
    }
  }
`;
/** The smallest query the provider must authorize: it answers only while the token is honoured. */
const ACCESS_CHECK = gql`
  query AccessCheck {
    __typename
  }
`;
const reportAnswer = z.object({ dealerReport: vehicleHistoryReportSchema.nullable() });

/** Our fetch with form bodies as strings (oauth4webapi sends URLSearchParams) and a time limit. */
function providerFetch(fetch: AppContext['fetch']): typeof globalThis.fetch {
  return (input, init = {}) =>
    fetch(input, {
      ...init,
      body: init.body instanceof URLSearchParams ? init.body.toString() : init.body,
      signal: init.signal ?? AbortSignal.timeout(TIMEOUT_MS),
    });
}

/** Whatever the libraries throw, as our error with the provider's status when it answered. */
function providerError(err: unknown): VehicleHistoryError {
  if (err instanceof VehicleHistoryError) return err;
  if (err instanceof ClientError) return new VehicleHistoryError('rejected', err.response.status, 'GraphQL refused');
  if (err instanceof oauth.ResponseBodyError) return new VehicleHistoryError('rejected', err.status, err.error);
  if (err instanceof oauth.WWWAuthenticateChallengeError)
    return new VehicleHistoryError('rejected', err.status, 'token refused');
  if (err instanceof oauth.OperationProcessingError && err.cause instanceof Response)
    return new VehicleHistoryError('rejected', err.cause.status, err.message);
  if (err instanceof z.ZodError) return new VehicleHistoryError('malformed', null, 'answer of another shape');
  return new VehicleHistoryError('unreachable', null, err instanceof Error ? err.message : 'no answer');
}

/**
 * The provider's client: oauth4webapi for the authorization-code (PKCE, state) and refresh grants,
 * graphql-request for `dealerReport`. Endpoints under the configured base URL (our sandbox by default).
 */
export function vehicleHistoryClient(
  ctx: Pick<AppContext, 'fetch' | 'now'>,
  config: VehicleHistoryConfig,
): VehicleHistoryPort {
  const base = config.url.replace(/\/$/, '');
  const as: oauth.AuthorizationServer = {
    issuer: base,
    authorization_endpoint: `${base}/oauth/authorize`,
    token_endpoint: `${base}/oauth/token`,
  };
  const client: oauth.Client = { client_id: config.clientId };
  const clientAuth = oauth.ClientSecretPost(config.clientSecret);
  const fetch = providerFetch(ctx.fetch);
  const options = { [oauth.customFetch]: fetch, [oauth.allowInsecureRequests]: base.startsWith('http://') };

  const graphqlOf = (accessToken: string) =>
    new GraphQLClient(`${base}/graphql`, { fetch, headers: { authorization: `Bearer ${accessToken}` } });

  const tokensOf = (answer: oauth.TokenEndpointResponse, previousRefresh: string | null): VehicleHistoryTokens => ({
    accessToken: answer.access_token,
    refreshToken: answer.refresh_token ?? previousRefresh,
    expiresAt: new Date(ctx.now().getTime() + (answer.expires_in ?? 3600) * 1000),
  });

  return {
    async authorizationUrl({ state, codeVerifier }) {
      const url = new URL(as.authorization_endpoint!);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('client_id', config.clientId);
      url.searchParams.set('redirect_uri', config.redirectUri);
      url.searchParams.set('state', state);
      url.searchParams.set('code_challenge', await oauth.calculatePKCECodeChallenge(codeVerifier));
      url.searchParams.set('code_challenge_method', 'S256');
      return url.href;
    },
    async exchangeCode({ code, state, codeVerifier }) {
      try {
        const params = oauth.validateAuthResponse(as, client, new URLSearchParams({ code, state }), state);
        const res = await oauth.authorizationCodeGrantRequest(
          as,
          client,
          clientAuth,
          params,
          config.redirectUri,
          codeVerifier,
          options,
        );
        return tokensOf(await oauth.processAuthorizationCodeResponse(as, client, res), null);
      } catch (err) {
        throw providerError(err);
      }
    },
    async refresh(refreshToken) {
      try {
        const res = await oauth.refreshTokenGrantRequest(as, client, clientAuth, refreshToken, options);
        return tokensOf(await oauth.processRefreshTokenResponse(as, client, res), refreshToken);
      } catch (err) {
        throw providerError(err);
      }
    },
    async dealerReport(accessToken, vin): Promise<VehicleHistoryReport | null> {
      try {
        return reportAnswer.parse(await graphqlOf(accessToken).request(DEALER_REPORT, { vin })).dealerReport;
      } catch (err) {
        throw providerError(err);
      }
    },
    async verifyAccess(accessToken) {
      try {
        await graphqlOf(accessToken).request(ACCESS_CHECK);
      } catch (err) {
        throw providerError(err);
      }
    },
  };
}
