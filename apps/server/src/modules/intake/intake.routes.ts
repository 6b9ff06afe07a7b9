import {
  customerFormAnswer,
  customerFormSchema,
  plateLookupSchema,
  plateVehicleAnswer,
  publicInviteAnswer,
  shareFormSchema,
  shareInviteAnswer,
  startAnswer,
  startAppraisalSchema,
  textParam,
  vinDecodeAnswer,
  vinLookupSchema,
} from '@dealer/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { actorOf, dealerAccess } from '../appraisals/appraisal-route-kit';
import { decodeVin, findVinByPlate, type VehicleLookupPorts } from '../vehicle-lookup/vehicle-lookup.service';
import {
  publicDealer,
  publicInvite,
  shareInvite,
  startPublicServiceAppraisal,
  submitCustomerForm,
} from './share.service';
import { type IntakePorts, startAppraisal } from './start.service';

/** A yes/no as the forms send it (see the domain's flag()). */
const isYesNo = (v: unknown) => v === undefined || typeof v === 'boolean' || v === 'true' || v === 'false';

/**
 * The service page's form: always a service appraisal, whatever yes/no the page sends; a `service`
 * that is no yes/no at all is refused like on every other form.
 */
const serviceStartSchema = z.preprocess((body) => {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  return isYesNo((body as { service?: unknown }).service) ? { ...body, service: true } : body;
}, startAppraisalSchema);
const slugParams = z.object({ slug: textParam(100) });
/** Customers type a few VINs and send one form; a script hammering the public pages stops here. */
const lookupLimit = { max: 60, timeWindow: '15 minutes' };
const submitLimit = { max: 10, timeWindow: '15 minutes' };
const publicAccess = (rateLimit: { max: number; timeWindow: string }) => ({ access: 'public' as const, rateLimit });

/**
 * How appraisals begin: the New appraisal dialog (start), the Share-form dialog (share-invite), and
 * the customer-facing pages' calls under /public (service page, shared form, their VIN lookups).
 */
export function intakeRoutes(ctx: AppContext, ports: IntakePorts & VehicleLookupPorts) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['intake'];

    r.post(
      '/appraisals/start',
      { config: dealerAccess, schema: { tags, body: startAppraisalSchema, response: { 200: startAnswer } } },
      (req) => startAppraisal(ctx, ports, actorOf(req), req.body, req.log),
    );
    r.post(
      '/appraisals/share-invite',
      { config: dealerAccess, schema: { tags, body: shareFormSchema, response: { 200: shareInviteAnswer } } },
      (req) => shareInvite(ctx, actorOf(req), req.body),
    );

    r.get(
      '/public/invites/:token',
      {
        config: publicAccess(lookupLimit),
        schema: { tags, params: z.object({ token: textParam(100) }), response: { 200: publicInviteAnswer } },
      },
      (req) => publicInvite(ctx, req.params.token),
    );
    r.get(
      '/public/dealers/:slug/vin/:vin',
      {
        config: publicAccess(lookupLimit),
        schema: { tags, params: slugParams.extend(vinLookupSchema.shape), response: { 200: vinDecodeAnswer } },
      },
      async (req) => {
        await publicDealer(ctx, req.params.slug);
        return decodeVin(ports, req.params.vin);
      },
    );
    r.get(
      '/public/dealers/:slug/plate/:state/:plate',
      {
        config: publicAccess(lookupLimit),
        schema: { tags, params: slugParams.extend(plateLookupSchema.shape), response: { 200: plateVehicleAnswer } },
      },
      async (req) => {
        await publicDealer(ctx, req.params.slug);
        return findVinByPlate(ports, req.params.state, req.params.plate);
      },
    );
    r.post(
      '/public/dealers/:slug/appraisals',
      {
        config: publicAccess(submitLimit),
        schema: { tags, params: slugParams, body: customerFormSchema, response: { 200: customerFormAnswer } },
      },
      (req) => submitCustomerForm(ctx, ports, req.params.slug, req.body, req.log),
    );
    r.post(
      '/public/dealers/:slug/service-appraisals',
      {
        config: publicAccess(submitLimit),
        schema: { tags, params: slugParams, body: serviceStartSchema, response: { 200: startAnswer } },
      },
      (req) => startPublicServiceAppraisal(ctx, ports, req.params.slug, req.body, req.log),
    );
  };
}
