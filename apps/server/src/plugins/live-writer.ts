import type { FastifyInstance } from 'fastify';
import { runAsWriter, WRITER_HEADER, writerIdOf } from '../db/writer-tag';

/**
 * A change a browser tab asks for runs as that tab's (db/writer-tag.ts): the live channel then tells
 * that tab, and only it, that the record change is its own. Reads write nothing worth naming.
 */
export function registerLiveWriter(app: FastifyInstance): void {
  app.addHook('preHandler', (request, _reply, done) => {
    const id =
      request.method === 'GET' || request.method === 'HEAD' ? null : writerIdOf(request.headers[WRITER_HEADER]);
    if (id) runAsWriter(id, done);
    else done();
  });
}
