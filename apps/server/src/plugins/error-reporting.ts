import type { FastifyInstance } from 'fastify';
import type { ErrorReporter, RequestTrace } from '../integrations/error-reporting';

declare module 'fastify' {
  interface FastifyRequest {
    /** This API request's trace in the error-reporting service (the error handler reports 5xx to it). */
    trace?: RequestTrace;
  }
}

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * Every API answer names its request id (x-request-id: the id in the server's logs, on the
 * request's trace and on any report of its failure; the web sends its own so its reports carry
 * it too). API requests are traced, continuing the web's trace when it sent one.
 */
export function registerErrorReporting(app: FastifyInstance, reporter: ErrorReporter): void {
  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id);
    if (!req.url.startsWith('/api/')) return;
    req.trace = reporter.startRequest({
      requestId: req.id,
      method: req.method,
      route: req.routeOptions.url ?? 'unmatched route',
      sentryTrace: header(req.headers['sentry-trace']),
      baggage: header(req.headers.baggage),
    });
  });
  app.addHook('onResponse', async (req, reply) => req.trace?.end(reply.statusCode));
  app.addHook('onClose', async () => {
    await reporter.close(2000);
  });
}
