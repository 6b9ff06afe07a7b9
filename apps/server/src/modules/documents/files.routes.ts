import { textParam } from '@dealer/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { FileStorage } from '../../integrations/storage';
import { readDownloadToken } from '../../integrations/storage/signed-url';
import { NotFoundError } from '../../lib/errors';
import { receiveUpload } from './documents.service';

// Tokens carry their grant, so they outgrow the router's 100-character limit for a :param; a
// wildcard has no such limit.
const params = z.object({ '*': textParam(4096) });

/** `inline; filename="..."` with an ASCII fallback and the exact name in RFC 5987 form. */
export function inlineDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_') || 'file';
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Signed file URLs (public: the token is the permission). Their own plugin, because the upload
 * takes the raw body of any content type as bytes: the handler, not a 415, tells the client its
 * type differs from the one it declared.
 */
export function fileRoutes(ctx: AppContext, storage: FileStorage) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const config = { access: 'public' as const };
    const tags = ['documents'];
    const bodyLimit = ctx.config.uploads.maxBytes;
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit }, (_req, body, done) => done(null, body));

    r.put('/files/upload/*', { config, bodyLimit, schema: { tags, params } }, (req) =>
      receiveUpload(ctx, storage, req.params['*'], req.headers['content-type'], req.body),
    );

    r.get('/files/*', { config, schema: { tags, params } }, async (req, reply) => {
      const grant = readDownloadToken(ctx, req.params['*']);
      const file = await storage.get(grant.key);
      if (!file) throw new NotFoundError('File not found.');
      const maxAge = Math.max(0, Math.floor((grant.exp - ctx.now().getTime()) / 1000));
      return reply
        .header('content-type', grant.type)
        .header('content-length', file.size)
        .header('content-disposition', inlineDisposition(grant.name))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', `private, max-age=${maxAge}`)
        .send(file.body);
    });
  };
}
