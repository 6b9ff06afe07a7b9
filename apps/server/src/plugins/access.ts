import { canEnterRoute, isDatabaseId, type RoleName } from '@dealer/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { ForbiddenError, UnauthorizedError, ValidationError } from '../lib/errors';
import { resolveSession, SESSION_COOKIE } from '../modules/auth/session.service';

/**
 * How a route is reached: 'public' (no session), 'user' (a session; the default for every /api
 * route), 'dealer' (a session and an x-dealer-id the user belongs to). `roles` implies 'dealer'
 * and needs one of them at that dealer.
 */
export type Access = 'public' | 'user' | 'dealer';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    roles?: readonly RoleName[];
  }
  interface FastifyRequest {
    userId: number | null;
    dealer: { id: number; roles: RoleName[] } | null;
  }
}

export function sessionCookieOptions(ctx: AppContext, expires?: Date) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: ctx.config.publicUrl.startsWith('https://'),
    expires,
  };
}

/** The access a route's config declares: roles imply 'dealer'; nothing declared means 'user'. */
export function accessOf(config: { access?: Access; roles?: readonly RoleName[] } | undefined): Access {
  if (config?.roles) return 'dealer';
  return config?.access ?? 'user';
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The host of an Origin header, or null when it is not a URL (`null` from sandboxed frames, junk). */
function originHost(origin: string): string | null {
  return URL.canParse(origin) ? new URL(origin).host : null;
}

/** State-changing requests must come from our own pages (the cookie is SameSite=Lax; this closes the rest). */
function checkOrigin(ctx: AppContext, request: FastifyRequest): void {
  if (SAFE_METHODS.has(request.method)) return;
  const origin = request.headers.origin;
  if (!origin) return;
  const host = request.headers.host;
  const allowed = origin === new URL(ctx.config.publicUrl).origin || (host && originHost(origin) === host);
  if (!allowed) throw new ForbiddenError('Cross-site request refused.');
}

const NOT_A_MEMBER = 'You do not belong to this dealer.';

/** The x-dealer-id header: undefined when absent, NaN when it names no dealer at all. */
function dealerHeader(request: FastifyRequest): number | undefined {
  const header = request.headers['x-dealer-id'];
  if (header === undefined) return undefined;
  const id = Number(Array.isArray(header) ? header[0] : header);
  return isDatabaseId(id) ? id : Number.NaN;
}

/**
 * Resolves the session cookie and, in the same query, the roles at the x-dealer-id dealer. A
 * header naming a dealer the signed-in user does not belong to is refused, whatever the route.
 */
async function identify(ctx: AppContext, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return;
  const dealerId = dealerHeader(request);
  const session = await resolveSession(ctx, token, Number.isNaN(dealerId) ? null : (dealerId ?? null));
  if (!session) {
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return;
  }
  request.userId = session.userId;
  if (session.renewedUntil) reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(ctx, session.renewedUntil));
  if (dealerId === undefined) return;
  if (Number.isNaN(dealerId) || session.roles.length === 0) throw new ForbiddenError(NOT_A_MEMBER);
  request.dealer = { id: dealerId, roles: session.roles };
}

export function registerAccess(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('userId', null);
  app.decorateRequest('dealer', null);
  app.addHook('onRequest', async (request, reply) => {
    // Unmatched URLs fall through to the 404 handler; the OpenAPI pages are public documentation.
    const url = request.routeOptions.url;
    if (!url?.startsWith('/api/') || url.startsWith('/api/docs')) return;
    const { roles } = request.routeOptions.config;
    const access = accessOf(request.routeOptions.config);
    checkOrigin(ctx, request);
    await identify(ctx, request, reply);
    if (access === 'public') return;
    if (request.userId === null) throw new UnauthorizedError();
    if (access === 'user') return;
    if (!request.dealer)
      throw new ValidationError('The x-dealer-id header is required.', { 'x-dealer-id': 'Required' });
    if (!canEnterRoute(request.dealer.roles, roles)) throw new ForbiddenError();
  });
}

/** The signed-in user's id in a route that is not public. */
export function currentUserId(request: FastifyRequest): number {
  if (request.userId === null) throw new UnauthorizedError();
  return request.userId;
}

/** The dealer context in a route declared with access 'dealer' or roles. */
export function currentDealer(request: FastifyRequest): { id: number; roles: RoleName[] } {
  if (!request.dealer) throw new ValidationError('The x-dealer-id header is required.', { 'x-dealer-id': 'Required' });
  return request.dealer;
}
