import { errorAnswer, healthAnswer, readyAnswer } from '@dealer/domain';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { readiness } from './readiness';

/** Liveness (the process answers) apart from readiness (it can serve: database and migrations). */
export function healthRoutes(database: Database) {
  return async (app: FastifyInstance) => {
    app.get(
      '/health',
      { config: { access: 'public' }, schema: { tags: ['health'], response: { 200: healthAnswer } } },
      async () => ({ status: 'ok' as const }),
    );
    app.get(
      '/ready',
      {
        config: { access: 'public' },
        schema: { tags: ['health'], response: { 200: readyAnswer, 503: errorAnswer } },
      },
      async (_request, reply) => {
        const notReady = await readiness(database);
        if (notReady) return reply.status(503).send({ error: notReady });
        return { status: 'ready' as const };
      },
    );
  };
}
