import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';

export function healthRoutes(database: Database) {
  return async (app: FastifyInstance) => {
    app.get('/health', { config: { access: 'public' }, schema: { tags: ['health'] } }, async () => ({ status: 'ok' }));
    app.get('/ready', { config: { access: 'public' }, schema: { tags: ['health'] } }, async (_request, reply) => {
      try {
        await database.ping();
        return { status: 'ready' };
      } catch {
        return reply.status(503).send({ error: { code: 'NOT_READY', message: 'Database unreachable.' } });
      }
    });
  };
}
