import { fileAnswer } from '@dealer/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { safeEqual, sha256 } from '../../lib/crypto';
import { NotFoundError, UnauthorizedError } from '../../lib/errors';
import type { AppMetrics } from './app-metrics';

/** The label of a request no route matched: one series for all of them, whatever the URL. */
export const UNMATCHED_ROUTE = 'unmatched';

/** Counts every answered request by its route's pattern (`/api/appraisals/:id`), never its URL. */
export function countRequests(app: FastifyInstance, metrics: AppMetrics): void {
  app.addHook('onResponse', async (request, reply) => {
    metrics.request(
      request.routeOptions.url ?? UNMATCHED_ROUTE,
      request.method,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });
}

/** `Authorization: Bearer <token>`, compared in constant time (hashed first, so lengths match too). */
function bearerMatches(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization;
  const given = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
  return given !== '' && safeEqual(sha256(given), sha256(token));
}

/**
 * GET /metrics, Prometheus's text format, for the scraper holding METRICS_TOKEN. Without a token
 * configured the route answers 404 like any unknown URL (never the web app's page). Outside /api
 * and the OpenAPI document: it is for the monitoring stack, not the web app.
 */
export function metricsRoutes(metrics: AppMetrics | null, token: string | null) {
  return async (app: FastifyInstance) => {
    app.get(
      '/metrics',
      {
        schema: {
          hide: true,
          response: { 200: fileAnswer('text/plain', "Prometheus's text exposition format") },
        },
      },
      async (request, reply) => {
        if (!metrics || !token) throw new NotFoundError('No route GET /metrics');
        if (!bearerMatches(request, token)) {
          reply.header('www-authenticate', 'Bearer');
          throw new UnauthorizedError('A valid metrics token is required.', 'METRICS_TOKEN');
        }
        return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
      },
    );
  };
}
