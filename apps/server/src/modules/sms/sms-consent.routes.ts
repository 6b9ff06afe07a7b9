import { smsConsentAnswer } from '@dealer/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { currentDealer } from '../../plugins/access';
import { dealerAccess as config, idParams as params } from '../appraisals/appraisal-route-kit';
import { appraisalSmsConsent } from './sms-consent.service';

/** The customer's text consent, for anyone who may read the appraisal. */
export function smsConsentRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/appraisals/:id/sms-consent',
      { config, schema: { tags: ['appraisal detail'], params, response: { 200: smsConsentAnswer } } },
      (req) => appraisalSmsConsent(ctx.db, currentDealer(req), req.params.id),
    );
  };
}
