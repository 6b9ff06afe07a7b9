import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Vite names these by content hash, so a given URL never changes. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app. The build writes a .br and a .gz beside each file, answered to
 * clients that accept them (with `vary: accept-encoding`); hashed assets are cached for good and
 * index.html always revalidates.
 */
export async function registerWebStatic(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders: (reply, path) => {
      reply.header('cache-control', path.includes('/assets/') ? IMMUTABLE : 'no-cache');
    },
  });
}
