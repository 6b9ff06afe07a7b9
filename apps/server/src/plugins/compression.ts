import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * JSON and text answers over 1 KB go out brotli- or gzip-compressed. Only these types: an event
 * stream must flush each event as it is written, and files (PDF, images) are already compressed
 * and keep their content-length. The built web app is compressed at build time (web-static.ts).
 */
const COMPRESSIBLE = /^(?:application\/(?:[\w.-]+\+)?json|text\/(?:html|plain|css|javascript|csv))(?:;|$)/;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: (type: string) => COMPRESSIBLE.test(type),
  });
}
