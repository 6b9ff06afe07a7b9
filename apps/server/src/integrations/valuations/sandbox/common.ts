import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../context';
import { safeEqual } from '../../../lib/crypto';
import { findMake, findModel, type Segment } from './catalog';
import { type Region, vehicleValue } from './depreciation';
import { type DecodedVehicle, decodeVehicle } from './vin';

export type Query = Record<string, string | undefined>;

/** One query parameter as a non-negative whole number; undefined when absent, null when invalid. */
export function wholeNumber(value: string | undefined, max: number): number | null | undefined {
  if (value === undefined || value === '') return undefined;
  if (!/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n <= max ? n : null;
}

/** A mileage query parameter (see wholeNumber); two million miles is more than any odometer shows. */
export const milesOf = (value: string | undefined) => wholeNumber(value, 2_000_000);

/** Decodes the VIN of the path with the model and trim hints of the query. */
export function vehicleOf(ctx: AppContext, vin: string, q: Query): DecodedVehicle | null {
  return decodeVehicle(vin, { model: q.model ?? null, trim: q.trim ?? null }, ctx.now());
}

export function segmentOf(vehicle: DecodedVehicle): Segment {
  const model = vehicle.catalogModel ?? findModel(findMake(vehicle.make.make)!, vehicle.model);
  return model?.segment ?? (vehicle.make.luxury ? 'luxury' : 'midsize');
}

/** How a provider's clients present their key: HTTP Basic, a Bearer token or a header of its own. */
export type KeyScheme = 'basic' | 'bearer' | { header: string };

function presentedKey(req: FastifyRequest, scheme: KeyScheme): string | undefined {
  if (typeof scheme === 'object') {
    const value = req.headers[scheme.header];
    return typeof value === 'string' ? value : undefined;
  }
  const auth = req.headers.authorization ?? '';
  if (scheme === 'bearer') return auth.startsWith('Bearer ') ? auth.slice(7) : undefined;
  return auth.startsWith('Basic ') ? Buffer.from(auth.slice(6), 'base64').toString() : undefined;
}

/** Refuses a request without the configured key; true when the reply was sent. */
export function refused(req: FastifyRequest, reply: FastifyReply, key: string, scheme: KeyScheme): boolean {
  const given = presentedKey(req, scheme);
  if (given && safeEqual(given, key)) return false;
  reply.status(401).send({ error: 'unauthorized', message: 'Missing or invalid credentials.' });
  return true;
}

/** Values of the guides that price by mileage and region only (no condition grade, no colour). */
export function guideValue(vehicle: DecodedVehicle, mileage: number | null, region: Region | null, asOf: Date) {
  return vehicleValue({
    year: vehicle.year,
    make: vehicle.make.make,
    model: vehicle.model,
    trim: vehicle.trim,
    mileage,
    grade: null,
    region,
    color: null,
    asOf,
  });
}

export const round25 = (value: number) => Math.round(value / 25) * 25;
