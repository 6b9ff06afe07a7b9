import type { FastifyInstance } from 'fastify';

/**
 * Counts the requests this server is answering (a shutdown that runs out of time says how many it
 * cut), and once closing has started closes each keep-alive connection as soon as its answer is
 * out: the server stops only when every connection has, and a browser's idle keep-alive would
 * otherwise hold it until its timeout.
 */
export function trackInFlight(app: FastifyInstance): () => number {
  let open = 0;
  let closing = false;
  app.server.on('request', (_req, res) => {
    open++;
    res.once('close', () => {
      open--;
      if (closing) setImmediate(() => app.server.closeIdleConnections());
    });
  });
  app.addHook('preClose', async () => {
    closing = true;
  });
  return () => open;
}
