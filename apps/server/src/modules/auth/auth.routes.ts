import {
  confirmAccountSchema,
  forgotPasswordSchema,
  loginSchema,
  noBodyAnswer,
  okAnswer,
  resetPasswordSchema,
  sessionAnswer,
} from '@dealer/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { sessionCookieOptions } from '../../plugins/access';
import { confirmAccount, forgotPassword, login, resetPassword } from './auth.service';
import { endSession, SESSION_COOKIE } from './session.service';

export function authRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    /** Anonymous link-driven calls are capped per address too, so they cannot be used to flood inboxes. */
    const linkRateLimit = { max: ctx.config.login.maxLinkCallsPerIp, timeWindow: ctx.config.login.windowMs };

    r.post(
      '/auth/login',
      { config: { access: 'public' }, schema: { tags: ['auth'], body: loginSchema, response: { 200: sessionAnswer } } },
      async (request, reply) => {
        const { token, expiresAt, payload } = await login(ctx, request.body, {
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? null,
        });
        reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(ctx, expiresAt));
        return payload;
      },
    );

    r.get(
      '/auth/logout',
      {
        config: { access: 'public' },
        schema: { tags: ['auth'], response: { 204: noBodyAnswer('signed out; the session cookie is cleared') } },
      },
      async (request, reply) => {
        const token = request.cookies[SESSION_COOKIE];
        if (token) await endSession(ctx, token);
        reply.clearCookie(SESSION_COOKIE, { path: '/' });
        return reply.status(204).send();
      },
    );

    r.put(
      '/auth/forgot-password',
      {
        config: { access: 'public', rateLimit: linkRateLimit },
        schema: { tags: ['auth'], body: forgotPasswordSchema, response: { 200: okAnswer } },
      },
      async (request) => {
        await forgotPassword(ctx, request.body);
        return { ok: true as const };
      },
    );

    r.put(
      '/auth/reset-password',
      {
        config: { access: 'public', rateLimit: linkRateLimit },
        schema: { tags: ['auth'], body: resetPasswordSchema, response: { 200: okAnswer } },
      },
      async (request) => {
        await resetPassword(ctx, request.body);
        return { ok: true as const };
      },
    );

    r.put(
      '/auth/confirm-account',
      {
        config: { access: 'public', rateLimit: linkRateLimit },
        schema: { tags: ['auth'], body: confirmAccountSchema, response: { 200: okAnswer } },
      },
      async (request) => {
        await confirmAccount(ctx, request.body);
        return { ok: true as const };
      },
    );
  };
}
