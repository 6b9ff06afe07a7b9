import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';
import { regionOfState } from '../regions';
import { guideValue, milesOf, type Query, refused, round25, vehicleOf } from './common';
import type { Region } from './depreciation';
import { type DecodedVehicle, hashOf } from './vin';

/** Black Book's used-vehicle answer for a decoded vehicle. */
export function blackbookSandboxAnswer(
  vehicle: DecodedVehicle,
  request: { mileage: number | null; region: Region | null },
  asOf: Date,
) {
  const v = guideValue(vehicle, request.mileage, request.region, asOf);
  const avg = v.wholesale.average;
  return {
    warning_count: 0,
    error_count: 0,
    message_list: [],
    used_vehicles: {
      used_vehicle_list: [
        {
          uvc: `${vehicle.year}${String(hashOf(`${vehicle.make.make}|${vehicle.model}`) % 1_000_000).padStart(6, '0')}`,
          model_year: String(vehicle.year),
          make: vehicle.make.make,
          model: vehicle.model,
          series: vehicle.trim ?? '',
          style: null,
          mileage_adj: v.adjustments.odometer,
          adjusted_whole_xclean: round25(avg * 1.07),
          adjusted_whole_clean: round25(avg * 1.01),
          adjusted_whole_avg: round25(avg * 0.94),
          adjusted_whole_rough: round25(avg * 0.84),
          adjusted_retail_xclean: v.retail.above,
          adjusted_retail_clean: v.retail.average,
          adjusted_retail_avg: v.retail.below,
          adjusted_retail_rough: round25(v.retail.below * 0.92),
        },
      ],
    },
  };
}

/** Black Book's UsedCarWS VIN lookup, at /sandbox/blackbook (HTTP basic credentials). */
export function blackbookSandbox(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.get<{ Params: { vin: string }; Querystring: Query }>(
      '/UsedCarWS/UsedVehicle/VIN/:vin',
      { schema: { hide: true } },
      async (req, reply) => {
        if (refused(req, reply, ctx.config.valuations.blackbook.apiKey, 'basic')) return reply;
        const mileage = milesOf(req.query.mileage);
        if (mileage === null) {
          return reply
            .status(400)
            .send({ error_count: 1, message_list: [{ type: 'Error', description: 'Invalid mileage' }] });
        }
        const vehicle = vehicleOf(ctx, req.params.vin, req.query);
        if (!vehicle) {
          return reply
            .status(404)
            .send({ error_count: 1, message_list: [{ type: 'Error', description: 'VIN not found' }] });
        }
        const region = regionOfState(req.query.state);
        return blackbookSandboxAnswer(vehicle, { mileage: mileage ?? null, region }, ctx.now());
      },
    );
  };
}
