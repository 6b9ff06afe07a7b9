import { documentAnswer, fileAnswer, noBodyAnswer, textParam, UPLOAD_MIME_TYPES } from '@dealer/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { FileStorage } from '../../integrations/storage';
import { readDownloadToken } from '../../integrations/storage/signed-url';
import { NotFoundError } from '../../lib/errors';
import { confirmUpload, receiveUpload } from './documents.service';

// Tokens carry their grant, so they outgrow the router's 100-character limit for a :param; a
// wildcard has no such limit.
const params = z.object({ '*': textParam(4096) });

/** `inline; filename="..."` (or attachment) with an ASCII fallback and the exact name in RFC 5987 form. */
export function dispositionHeader(name: string, disposition: 'inline' | 'attachment' = 'inline'): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_') || 'file';
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * What a stored file is served as. Only the upload types (whose bytes were checked on the way in)
 * are shown inline; any other type a grant names goes out as bytes to save, so no link can make
 * the browser render HTML or SVG on our origin.
 */
function servedAs(type: string): { type: string; disposition: 'inline' | 'attachment' } {
  return (UPLOAD_MIME_TYPES as readonly string[]).includes(type)
    ? { type, disposition: 'inline' }
    : { type: 'application/octet-stream', disposition: 'attachment' };
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

    const uploaded = { tags, params, response: { 200: documentAnswer } };
    r.put('/files/upload/*', { config, bodyLimit, schema: uploaded }, (req) =>
      receiveUpload(ctx, storage, req.params['*'], req.headers['content-type'], req.body),
    );

    // After a direct upload to the bucket (the upload URL was the bucket's own presigned PUT).
    r.post('/files/uploaded/*', { config, schema: uploaded }, (req) => confirmUpload(ctx, storage, req.params['*']));

    const fileAnswers = {
      200: fileAnswer('*/*', "the file's bytes: an upload type (image or PDF) inline, any other as an attachment"),
      302: noBodyAnswer("to the bucket's short-lived presigned link, when files are kept in a bucket"),
    };
    r.get('/files/*', { config, schema: { tags, params, response: fileAnswers } }, async (req, reply) => {
      const grant = readDownloadToken(ctx, req.params['*']);
      const maxAge = Math.max(0, Math.floor((grant.exp - ctx.now().getTime()) / 1000));
      const served = servedAs(grant.type);
      if (storage.direct) {
        // Our token is the permission; the bucket's presigned GET (short-lived) serves the bytes.
        const disposition = dispositionHeader(grant.name, served.disposition);
        const url = await storage.direct.downloadUrl(
          grant.key,
          { type: served.type, disposition },
          Math.max(60, maxAge),
        );
        return reply.header('cache-control', 'no-store').redirect(url, 302);
      }
      const file = await storage.get(grant.key);
      if (!file) throw new NotFoundError('File not found.');
      return (
        reply
          .header('content-type', served.type)
          .header('content-length', file.size)
          .header('content-disposition', dispositionHeader(grant.name, served.disposition))
          .header('x-content-type-options', 'nosniff')
          // Even opened as a page of its own, a file runs no script and has no origin.
          .header('content-security-policy', 'sandbox')
          .header('cache-control', `private, max-age=${maxAge}`)
          .send(file.body)
      );
    });
  };
}
