import {
  dealerProfileAnswer,
  fileAnswer,
  idParam,
  LOGO_MAX_BYTES,
  LOGO_MIME_TYPES,
  noBodyAnswer,
  ROUTE_ROLES,
  textParam,
} from '@dealer/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { createStorage, type FileStorage } from '../../integrations/storage';
import { currentDealer, currentUserId } from '../../plugins/access';
import { publicLogo, removeLogo, uploadLogo } from './dealer-logo.service';

const YEAR_SECONDS = 31_536_000;

/**
 * The dealer's logo: uploaded as raw image bytes by a dealer admin (Profile tab), served to
 * customers from a permanent public address of ours. The upload takes a body of any content type
 * as bytes, so the handler, not a 415, says which types a logo may be.
 */
export function dealerLogoRoutes(ctx: AppContext, storage: FileStorage = createStorage(ctx.config)) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['dealers'];
    const admin = { roles: ROUTE_ROLES.dealerSettings };
    const params = z.object({ id: idParam() });
    const actor = (req: FastifyRequest) => ({ dealerId: currentDealer(req).id, userId: currentUserId(req) });
    const response = { 200: dealerProfileAnswer };
    r.delete('/dealers/:id/logo', { config: admin, schema: { tags, params, response } }, (req) =>
      removeLogo(ctx, storage, actor(req), req.params.id),
    );
    // The upload in a plugin of its own: only there is a body of any type taken as bytes.
    await app.register(async (raw) => {
      // Room above the limit, so a too-large logo gets the field message rather than a bare 413.
      const bodyLimit = LOGO_MAX_BYTES * 2;
      raw.removeAllContentTypeParsers();
      raw.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit }, (_req, body, done) => done(null, body));
      raw
        .withTypeProvider<ZodTypeProvider>()
        .post('/dealers/:id/logo', { config: admin, bodyLimit, schema: { tags, params, response } }, (req) =>
          uploadLogo(ctx, storage, actor(req), req.params.id, req.headers['content-type'], req.body),
        );
    });

    r.get(
      '/public/dealers/:slug/logo',
      {
        config: { access: 'public' },
        schema: {
          tags,
          params: z.object({ slug: textParam(100) }),
          querystring: z.object({ v: textParam(64).optional() }),
          response: {
            200: fileAnswer(LOGO_MIME_TYPES, 'the logo image, in the type it was uploaded as'),
            304: noBodyAnswer('the copy the caller holds (If-None-Match) is current'),
          },
        },
      },
      async (req, reply) => {
        const logo = await publicLogo(ctx, storage, req.params.slug);
        const etag = `"${logo.hash}"`;
        // The pages link the address with ?v=<hash>: that address never changes its bytes.
        const current = req.query.v !== undefined && logo.hash.startsWith(req.query.v);
        reply
          .header('etag', etag)
          .header('cache-control', current ? `public, max-age=${YEAR_SECONDS}, immutable` : 'public, no-cache')
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', 'sandbox')
          .header('cross-origin-resource-policy', 'cross-origin');
        if (req.headers['if-none-match'] === etag) {
          logo.file.body.destroy();
          return reply.status(304).send();
        }
        return reply.header('content-type', logo.type).header('content-length', logo.file.size).send(logo.file.body);
      },
    );
  };
}
