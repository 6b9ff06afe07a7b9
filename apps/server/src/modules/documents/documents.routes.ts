import { createdDocumentAnswer, documentCreateSchema, documentsAnswer, idParam, noBodyAnswer } from '@dealer/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { createStorage, type FileStorage } from '../../integrations/storage';
import { currentDealer, currentUserId } from '../../plugins/access';
import { createDocument, documentLink, listDocuments } from './documents.service';
import { fileRoutes } from './files.routes';

const params = z.object({ id: idParam() });
const docParams = params.extend({ docId: idParam() });

/**
 * Appraisal documents (GET, POST /appraisals/{id}/documents) and the signed file URLs they are
 * uploaded to and served from (/files/...).
 */
export function documentRoutes(ctx: AppContext, storage: FileStorage = createStorage(ctx.config)) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const config = { access: 'dealer' as const };
    const tags = ['documents'];

    r.get(
      '/appraisals/:id/documents',
      { config, schema: { tags, params, response: { 200: documentsAnswer } } },
      (req) => listDocuments(ctx, currentDealer(req), req.params.id),
    );
    r.post(
      '/appraisals/:id/documents',
      {
        config,
        schema: {
          tags,
          params,
          body: documentCreateSchema(ctx.config.uploads.maxBytes),
          response: { 200: createdDocumentAnswer },
        },
      },
      (req) =>
        createDocument(
          ctx,
          storage,
          { dealer: currentDealer(req), userId: currentUserId(req) },
          req.params.id,
          req.body,
        ),
    );
    // Opened as a plain link (no x-dealer-id header): a session is enough, the service checks the dealer.
    r.get(
      '/appraisals/:id/documents/:docId/file',
      {
        config: { access: 'user' },
        schema: { tags, params: docParams, response: { 302: noBodyAnswer("to the document's signed, expiring link") } },
      },
      async (req, reply) =>
        reply.redirect(await documentLink(ctx, currentUserId(req), req.params.id, req.params.docId), 302),
    );

    await app.register(fileRoutes(ctx, storage));
  };
}
