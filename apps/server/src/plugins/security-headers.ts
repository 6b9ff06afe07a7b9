import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets for these options, worked out once by running its middleware against a
 * recorder. Our options hold no per-request value (no CSP nonces, no directive functions), so every
 * answer gets the same headers.
 */
export function securityHeaders(options: HelmetOptions): ReadonlyMap<string, string> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  helmet(options)({} as never, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Helmet's headers on every answer. @fastify/helmet ran helmet(options) on each request, parsing
 * the whole CSP again every time (about 5% of a list request's CPU under load); these are set from
 * the headers computed at start. On the raw response, as helmet does, so a hijacked answer (the
 * live event stream) carries them too.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = [...securityHeaders(options)];
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
