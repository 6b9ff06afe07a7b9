import { buySchema, groundSchema, worksheetSaveSchema } from '@dealer/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { asJsonOf } from '../../lib/as-json';
import { actorOf, dealerAccess, idParams, detailAnswer as response } from '../appraisals/appraisal-route-kit';
import { buy, ground } from './lease-decision.service';
import { saveWorksheet } from './worksheet.service';

/** The keys a request body carried, read before the schema fills the missing ones with null. */
const sentKeys = new WeakMap<FastifyRequest, ReadonlySet<string>>();

/** The worksheet save (PUT /appraisals/{id}, POST .../worksheet), buy and ground (part 1 section 7). */
export function worksheetRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const config = dealerAccess;
    const rememberKeys = async (req: FastifyRequest) => {
      const body = req.body;
      sentKeys.set(req, new Set(body && typeof body === 'object' ? Object.keys(body) : []));
    };
    for (const [method, url] of [
      ['PUT', '/appraisals/:id'],
      ['POST', '/appraisals/:id/worksheet'],
    ] as const) {
      r.route({
        method,
        url,
        config,
        schema: { tags: ['worksheet'], params: idParams, body: worksheetSaveSchema, response },
        preValidation: rememberKeys,
        handler: (req) =>
          asJsonOf(saveWorksheet(ctx, actorOf(req), req.params.id, req.body, sentKeys.get(req) ?? new Set())),
      });
    }
    r.post(
      '/appraisals/:id/buy',
      { config, schema: { tags: ['worksheet'], params: idParams, body: buySchema, response } },
      (req) => asJsonOf(buy(ctx, actorOf(req), req.params.id, req.body)),
    );
    r.post(
      '/appraisals/:id/ground',
      { config, schema: { tags: ['worksheet'], params: idParams, body: groundSchema, response } },
      (req) => asJsonOf(ground(ctx, actorOf(req), req.params.id, req.body)),
    );
  };
}
