import { crmSentAnswer, idParam, odometerStatementAnswer, vautoSentAnswer } from '@dealer/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { crmEmailClient } from '../../integrations/crm/email-client';
import { createStorage } from '../../integrations/storage';
import { vautoClient } from '../../integrations/vauto/client';
import { currentDealer, currentUserId } from '../../plugins/access';
import {
  generateOdometerStatement,
  type IntegrationPorts,
  sendToCrm,
  sendToVauto,
} from './appraisal-integrations.service';

const params = z.object({ id: idParam() });

export function defaultIntegrationPorts(ctx: AppContext): IntegrationPorts {
  return { storage: createStorage(ctx.config), crm: crmEmailClient, vauto: vautoClient(ctx.fetch, ctx.config.vauto) };
}

/** The odometer statement, the CRM push and the vAuto push of the detail page's action menu. */
export function appraisalIntegrationRoutes(ctx: AppContext, ports: IntegrationPorts = defaultIntegrationPorts(ctx)) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const config = { access: 'dealer' as const };
    const schema = <A>(answer: A) => ({ tags: ['appraisals'], params, response: { 200: answer } });
    const actor = (req: FastifyRequest) => ({ dealer: currentDealer(req), userId: currentUserId(req) });

    r.post('/appraisals/:id/odm-stmt', { config, schema: schema(odometerStatementAnswer) }, (req) =>
      generateOdometerStatement(ctx, ports, actor(req), req.params.id),
    );
    r.post('/appraisals/:id/send-crm', { config, schema: schema(crmSentAnswer) }, (req) =>
      sendToCrm(ctx, ports, actor(req), req.params.id),
    );
    r.post('/appraisals/:id/send-to-vauto', { config, schema: schema(vautoSentAnswer) }, (req) =>
      sendToVauto(ctx, ports, actor(req), req.params.id),
    );
  };
}
