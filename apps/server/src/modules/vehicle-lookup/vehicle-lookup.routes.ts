import { plateLookupSchema, plateVehicleAnswer, vinDecodeAnswer, vinLookupSchema } from '@dealer/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { plateLookupClient } from '../../integrations/plate-lookup/client';
import { createCorgiDecoder } from '../../integrations/vin-decoder/corgi-decoder';
import type { VinDecoder } from '../../integrations/vin-decoder/port';
import { dealerAccess } from '../appraisals/appraisal-route-kit';
import { decodeVin, findVinByPlate, type VehicleLookupPorts } from './vehicle-lookup.service';

/** One decoder per app, opened on first use and closed with the app. */
export function lazyDecoder(ctx: AppContext, app: FastifyInstance): () => Promise<VinDecoder> {
  let decoder: Promise<VinDecoder> | null = null;
  app.addHook('onClose', async () => {
    if (decoder) await (await decoder).close();
  });
  return () => {
    decoder ??= createCorgiDecoder(ctx.config.vpicDbPath).catch((err) => {
      decoder = null;
      throw err;
    });
    return decoder;
  };
}

/** The decoder and the plate registry the app uses (the intake routes share them). */
export function vehicleLookupPorts(ctx: AppContext, app: FastifyInstance): VehicleLookupPorts {
  return { decoder: lazyDecoder(ctx, app), plates: plateLookupClient(ctx.fetch, ctx.config.plates) };
}

/** The New appraisal dialog's FIND (plate) and DECODE (VIN) calls. */
export function vehicleLookupRoutes(all: VehicleLookupPorts) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/appraisals/vin/:vin',
      {
        config: dealerAccess,
        schema: { tags: ['intake'], params: vinLookupSchema, response: { 200: vinDecodeAnswer } },
      },
      (req) => decodeVin(all, req.params.vin),
    );
    r.get(
      '/appraisals/plate/:state/:plate',
      {
        config: dealerAccess,
        schema: { tags: ['intake'], params: plateLookupSchema, response: { 200: plateVehicleAnswer } },
      },
      (req) => findVinByPlate(all, req.params.state, req.params.plate),
    );
  };
}
