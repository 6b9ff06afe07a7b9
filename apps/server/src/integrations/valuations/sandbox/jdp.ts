import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';
import { regionOfJdpRegion } from '../regions';
import { guideValue, milesOf, type Query, refused, round25, vehicleOf, wholeNumber } from './common';
import type { Region } from './depreciation';
import { type DecodedVehicle, hashOf } from './vin';

/** J.D. Power's used-car guide values for a decoded vehicle. */
export function jdpSandboxAnswer(
  vehicle: DecodedVehicle,
  request: { mileage: number | null; region: Region | null },
  asOf: Date,
) {
  const v = guideValue(vehicle, request.mileage, request.region, asOf);
  const clean = round25(v.wholesale.average * 1.02);
  return {
    result: [
      {
        ucgvehicleid: 1_100_000 + (hashOf(`${vehicle.make.make}|${vehicle.model}|${vehicle.year}`) % 900_000),
        modelyear: vehicle.year,
        make: vehicle.make.make,
        series: vehicle.model,
        body: vehicle.trim,
        mileageadjustment: v.adjustments.odometer,
        adjustedcleantrade: clean,
        adjustedaveragetrade: round25(clean * 0.91),
        adjustedroughtrade: round25(clean * 0.8),
        adjustedcleanloan: round25(clean * 0.9),
        adjustedcleanretail: v.retail.above,
      },
    ],
  };
}

/** J.D. Power's getDefaultVehicleAndValuesByVin, at /sandbox/jdp. */
export function jdpSandbox(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.get<{ Querystring: Query }>(
      '/getDefaultVehicleAndValuesByVin',
      { schema: { hide: true } },
      async (req, reply) => {
        if (refused(req, reply, ctx.config.valuations.jdp.apiKey, { header: 'api-key' })) return reply;
        const q = req.query;
        const mileage = milesOf(q.mileage);
        const regionId = wholeNumber(q.region, 10);
        if (mileage === null || regionId === null || !q.vin) {
          return reply.status(400).send({ error: { message: 'vin, mileage and region must be valid' } });
        }
        const vehicle = vehicleOf(ctx, q.vin, q);
        if (!vehicle) return reply.status(404).send({ error: { message: 'Vehicle not found for VIN.' } });
        const region = regionId === undefined ? null : regionOfJdpRegion(regionId);
        return jdpSandboxAnswer(vehicle, { mileage: mileage ?? null, region }, ctx.now());
      },
    );
  };
}
