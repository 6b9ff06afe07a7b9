import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';
import { guideValue, milesOf, type Query, refused, round25, segmentOf, vehicleOf } from './common';
import { galvesOptionsFor, optionProblem } from './galves-options';
import { type DecodedVehicle, hashOf } from './vin';

/** Galves' values for a decoded vehicle, the selected options' adjustments included. */
export function galvesSandboxAnswer(
  vehicle: DecodedVehicle,
  request: { mileage: number | null; options: string[] },
  asOf: Date,
) {
  const v = guideValue(vehicle, request.mileage, null, asOf);
  const options = galvesOptionsFor(segmentOf(vehicle), v.ageYears).map((o) => ({
    ...o,
    selected: request.options.includes(o.code),
  }));
  const optionsAdjustment = options.filter((o) => o.selected).reduce((sum, o) => sum + o.value, 0);
  const baseTrade = round25(v.base * 0.97);
  const beforeOptions = round25(v.wholesale.average * 0.97);
  const trade = beforeOptions + optionsAdjustment;
  return {
    vehicles: [
      {
        galves_id: 500_000 + (hashOf(`${vehicle.make.make}|${vehicle.model}|${vehicle.year}`) % 400_000),
        year: vehicle.year,
        make: vehicle.make.make,
        model: vehicle.model,
        style: vehicle.trim,
        base_trade: baseTrade,
        mileage_adjustment: beforeOptions - baseTrade,
        options_adjustment: optionsAdjustment,
        trade,
        trade_poor: round25(trade * 0.85),
        market_value: round25(v.retail.average + optionsAdjustment * 1.1),
        options,
      },
    ],
  };
}

/** Galves values by VIN, at /sandbox/galves. */
export function galvesSandbox(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.get<{ Params: { vin: string }; Querystring: Query }>(
      '/values/vin/:vin',
      { schema: { hide: true } },
      async (req, reply) => {
        if (refused(req, reply, ctx.config.valuations.galves.apiKey, { header: 'x-api-key' })) return reply;
        const mileage = milesOf(req.query.mileage);
        if (mileage === null) return reply.status(400).send({ error: 'invalid_request', message: 'Invalid mileage.' });
        const vehicle = vehicleOf(ctx, req.params.vin, req.query);
        if (!vehicle) return reply.status(404).send({ error: 'not_found', message: 'No vehicle found for this VIN.' });
        const requested = (req.query.options ?? '').split(',').filter(Boolean);
        const answer = galvesSandboxAnswer(vehicle, { mileage: mileage ?? null, options: requested }, ctx.now());
        const problem = optionProblem(answer.vehicles[0]!.options, requested);
        if (problem) return reply.status(400).send({ error: 'invalid_request', message: problem });
        return answer;
      },
    );
  };
}
