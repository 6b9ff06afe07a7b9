import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../../context';
import { safeEqual } from '../../../lib/crypto';
import { grantStore } from './grants';
import { runQuery } from './graphql-schema';
import { pillarIcon } from './icons';
import { accountPage, consentPage, messagePage, reportPage } from './pages';

const authorizeQuery = z.object({
  response_type: z.literal('code'),
  client_id: z.string(),
  redirect_uri: z.string(),
  state: z.string().min(1),
  code_challenge: z.string().min(43).max(128),
  code_challenge_method: z.literal('S256'),
});
const tokenBody = z.discriminatedUnion('grant_type', [
  z.object({
    grant_type: z.literal('authorization_code'),
    code: z.string(),
    redirect_uri: z.string(),
    code_verifier: z.string(),
  }),
  z.object({ grant_type: z.literal('refresh_token'), refresh_token: z.string() }),
]);
const graphqlBody = z.object({ query: z.string(), variables: z.record(z.string(), z.unknown()).optional() });

const oauthError = (reply: FastifyReply, status: number, error: string) =>
  reply.status(status).header('cache-control', 'no-store').send({ error });

/**
 * A stand-in for a Carfax Connect style provider (DESIGN.md 5), at /sandbox/carfax: an OAuth 2.0
 * authorization server (consent page, PKCE, token endpoint with expiring access and rotating
 * refresh tokens), a GraphQL `dealerReport(vin)`, report pages and an account page to revoke access.
 */
export function vehicleHistorySandbox(ctx: AppContext) {
  // Its own address and client, whatever CARFAX_URL names: it never accepts a real client secret.
  const config = { ...ctx.config.vehicleHistory, ...ctx.config.sandboxCredentials.carfax };
  const base = `${ctx.config.publicUrl}/sandbox/carfax`;
  const grants = grantStore(ctx.db, ctx.now, config.sandbox);
  const clientOk = (id: unknown, secret: unknown) =>
    typeof id === 'string' &&
    typeof secret === 'string' &&
    safeEqual(id, config.clientId) &&
    safeEqual(secret, config.clientSecret);

  return async (app: FastifyInstance) => {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const html = (reply: FastifyReply, status: number, page: string) =>
      reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);

    app.get('/oauth/authorize', { schema: { hide: true } }, async (req, reply) => {
      const q = authorizeQuery.safeParse(req.query);
      if (!q.success || q.data.client_id !== config.clientId || q.data.redirect_uri !== config.redirectUri) {
        return html(reply, 400, messagePage('Invalid request', 'This sign-in link is not valid.'));
      }
      return html(reply, 200, consentPage(`${base}/oauth/authorize`, q.data));
    });

    app.post('/oauth/authorize', { schema: { hide: true } }, async (req, reply) => {
      const body = (req.body ?? {}) as Record<string, string>;
      const q = authorizeQuery.safeParse(body);
      if (!q.success || q.data.client_id !== config.clientId || q.data.redirect_uri !== config.redirectUri) {
        return html(reply, 400, messagePage('Invalid request', 'This sign-in link is not valid.'));
      }
      const back = new URL(q.data.redirect_uri);
      if (body.decision === 'approve')
        back.searchParams.set('code', await grants.newCode(q.data.redirect_uri, q.data.code_challenge));
      else back.searchParams.set('error', 'access_denied');
      back.searchParams.set('state', q.data.state);
      return reply.redirect(back.href, 302);
    });

    app.post('/oauth/token', { schema: { hide: true } }, async (req, reply) => {
      const raw = (req.body ?? {}) as Record<string, unknown>;
      if (!clientOk(raw.client_id, raw.client_secret)) return oauthError(reply, 401, 'invalid_client');
      const body = tokenBody.safeParse(raw);
      if (!body.success) return oauthError(reply, 400, 'invalid_request');
      const tokens =
        body.data.grant_type === 'authorization_code'
          ? await grants.redeemCode(body.data.code, body.data.redirect_uri, body.data.code_verifier)
          : await grants.redeemRefresh(body.data.refresh_token);
      if (!tokens) return oauthError(reply, 400, 'invalid_grant');
      return reply.header('cache-control', 'no-store').send(tokens);
    });

    app.post('/graphql', { schema: { hide: true } }, async (req, reply) => {
      const auth = req.headers.authorization ?? '';
      if (!auth.startsWith('Bearer ') || !(await grants.isLiveAccess(auth.slice(7)))) {
        return reply
          .status(401)
          .header('www-authenticate', 'Bearer error="invalid_token"')
          .send({ errors: [{ message: 'The access token is invalid or expired.' }] });
      }
      const body = graphqlBody.safeParse(req.body);
      if (!body.success) return reply.status(400).send({ errors: [{ message: 'A query is required.' }] });
      return runQuery(base, body.data.query, body.data.variables);
    });

    app.get<{ Params: { vin: string } }>('/report/:vin', { schema: { hide: true } }, async (req, reply) =>
      html(reply, 200, reportPage(req.params.vin.toUpperCase())),
    );

    app.get<{ Params: { name: string } }>('/icons/:name', { schema: { hide: true } }, async (req, reply) => {
      const svg = pillarIcon(req.params.name.replace(/\.svg$/, ''));
      if (!svg) return reply.status(404).send({ message: 'No such icon.' });
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
    });

    app.get('/account', { schema: { hide: true } }, async (_req, reply) =>
      html(reply, 200, accountPage(`${base}/account/revoke`, await grants.grantCount(), false)),
    );
    app.post('/account/revoke', { schema: { hide: true } }, async (_req, reply) => {
      await grants.revokeAll();
      return html(reply, 200, accountPage(`${base}/account/revoke`, 0, true));
    });
  };
}
