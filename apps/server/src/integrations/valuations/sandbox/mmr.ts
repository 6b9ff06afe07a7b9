import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';
import { milesOf, type Query, refused, vehicleOf, wholeNumber } from './common';
import type { Region } from './depreciation';
import { vehicleValue } from './depreciation';
import { type DecodedVehicle, trimsOf } from './vin';

const REGIONS: readonly Region[] = ['NE', 'SE', 'MW', 'SW', 'WC'];

export interface MmrRequest {
  odometer: number | null;
  region: Region | null;
  /** 10 to 50 (grade times ten), or null for no grade. */
  grade: number | null;
  color: string | null;
}

/** MMR's answer for a decoded vehicle: one item per trim, the hinted trim marked as best match. */
export function mmrSandboxAnswer(vehicle: DecodedVehicle, request: MmrRequest, asOf: Date) {
  const trims = trimsOf(vehicle);
  const items = trims.map((trim) => {
    const common = { year: vehicle.year, make: vehicle.make.make, model: vehicle.model, trim, asOf };
    const adjusted = vehicleValue({
      ...common,
      mileage: request.odometer,
      grade: request.grade === null ? null : request.grade / 10,
      region: request.region,
      color: request.color,
    });
    const unadjusted = vehicleValue({ ...common, mileage: null, grade: null, region: null, color: null });
    return {
      href: `/valuations/vin/${vehicle.vin}?trim=${encodeURIComponent(trim)}`,
      bestMatch: vehicle.trim ? trim.toLowerCase() === vehicle.trim.toLowerCase() : trim === trims[0],
      description: { year: vehicle.year, make: vehicle.make.make, model: vehicle.model, trim },
      wholesale: unadjusted.wholesale,
      adjustedPricing: {
        wholesale: adjusted.wholesale,
        retail: adjusted.retail,
        adjustedBy: {
          Odometer: adjusted.adjustments.odometer,
          Region: adjusted.adjustments.region,
          Grade: adjusted.adjustments.grade,
          Color: adjusted.adjustments.color,
        },
      },
      averageOdometer: adjusted.averageOdometer,
      odometerUnits: 'mi',
      requestedOdometer: request.odometer,
      requestedGrade: request.grade,
      requestedRegion: request.region,
      requestedColor: request.color,
    };
  });
  return { count: items.length, items };
}

/** Manheim MMR's valuation by VIN, at /sandbox/mmr (DESIGN.md 5). */
export function mmrSandbox(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.get<{ Params: { vin: string }; Querystring: Query }>(
      '/valuations/vin/:vin',
      { schema: { hide: true } },
      async (req, reply) => {
        if (refused(req, reply, ctx.config.valuations.mmr.apiKey, 'bearer')) return reply;
        const q = req.query;
        const odometer = milesOf(q.odometer);
        const grade = wholeNumber(q.grade, 50);
        const region = q.region ? (REGIONS.find((r) => r === q.region?.toUpperCase()) ?? null) : undefined;
        const problems = [
          odometer === null && 'odometer must be a whole number of miles',
          (grade === null || (grade !== undefined && grade < 10)) && 'grade must be 10 to 50',
          region === null && `region must be one of ${REGIONS.join(', ')}`,
        ].filter(Boolean);
        if (problems.length > 0) return reply.status(400).send({ message: problems.join('; ') });
        const vehicle = vehicleOf(ctx, req.params.vin, q);
        if (!vehicle) return reply.status(404).send({ message: `No MMR data found for VIN ${req.params.vin}.` });
        return mmrSandboxAnswer(
          vehicle,
          { odometer: odometer ?? null, grade: grade ?? null, region: region ?? null, color: q.color || null },
          ctx.now(),
        );
      },
    );
  };
}
