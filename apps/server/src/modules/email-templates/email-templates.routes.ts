import {
  emailPreviewAnswer,
  emailTemplateAnswer,
  emailTemplateIdParams,
  emailTemplateListQuerySchema,
  emailTemplatePreviewSchema,
  emailTemplateSaveSchema,
  emailTemplatesAnswer,
  emailTemplateUpdateSchema,
  ROUTE_ROLES,
} from '@dealer/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { currentDealer } from '../../plugins/access';
import {
  getEmailTemplate,
  listEmailTemplates,
  previewEmailTemplate,
  resetEmailTemplate,
  saveEmailTemplate,
  updateEmailTemplate,
} from './email-templates.service';

/** Part 2 section 7: /dealer_email_templates, dealer admin only (the Emails tab's routes). */
export function emailTemplateRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const config = { roles: ROUTE_ROLES.dealerSettings };
    const tags = ['email templates'];
    const response = { 200: emailTemplateAnswer };
    r.get(
      '/dealer_email_templates',
      { config, schema: { tags, querystring: emailTemplateListQuerySchema, response: { 200: emailTemplatesAnswer } } },
      async (request, reply) => {
        const { rows, total } = await listEmailTemplates(ctx.db, currentDealer(request).id, request.query);
        reply.header('x-total-count', String(total));
        return rows;
      },
    );
    r.post(
      '/dealer_email_templates/preview',
      { config, schema: { tags, body: emailTemplatePreviewSchema, response: { 200: emailPreviewAnswer } } },
      async (request) => previewEmailTemplate(ctx.db, currentDealer(request).id, request.body),
    );
    r.get(
      '/dealer_email_templates/:id',
      { config, schema: { tags, params: emailTemplateIdParams, response } },
      async (request) => getEmailTemplate(ctx.db, currentDealer(request).id, request.params.id),
    );
    r.post(
      '/dealer_email_templates',
      { config, schema: { tags, body: emailTemplateSaveSchema, response } },
      async (request) => saveEmailTemplate(ctx, currentDealer(request).id, request.body),
    );
    r.put(
      '/dealer_email_templates/:id',
      { config, schema: { tags, params: emailTemplateIdParams, body: emailTemplateUpdateSchema, response } },
      async (request) => updateEmailTemplate(ctx, currentDealer(request).id, request.params.id, request.body),
    );
    r.delete(
      '/dealer_email_templates/:id',
      { config, schema: { tags, params: emailTemplateIdParams, response } },
      async (request) => resetEmailTemplate(ctx.db, currentDealer(request).id, request.params.id),
    );
  };
}
