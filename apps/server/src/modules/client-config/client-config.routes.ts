import { type ClientConfig, clientConfigAnswer } from '@dealer/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';

/**
 * GET /public/client-config: what the page needs to know about its outside services before
 * anyone signs in: the error-reporting DSN (public by design: it only lets a client send
 * reports) and the API origin its traces may follow. Null when error reporting is off, so the
 * page never loads the SDK.
 */
export function clientConfigRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const { sentry, publicUrl } = ctx.config;
    const body: ClientConfig = {
      errorReporting: sentry
        ? {
            dsn: sentry.dsn,
            environment: sentry.environment,
            release: sentry.release ?? null,
            apiOrigin: new URL(publicUrl).origin,
          }
        : null,
    };
    r.get(
      '/public/client-config',
      { config: { access: 'public' }, schema: { tags: ['health'], response: { 200: clientConfigAnswer } } },
      async (_req, reply) => reply.header('cache-control', 'public, max-age=300').send(body),
    );
  };
}
