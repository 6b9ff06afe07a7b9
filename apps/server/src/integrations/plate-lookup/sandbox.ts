import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { makeVin, VEHICLE_PATTERNS } from '../../db/seed/vehicles';

const query = z.object({
  plate: z
    .string()
    .trim()
    .regex(/^[A-Z0-9 -]{2,10}$/i),
  state: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/i),
});

/**
 * The sandbox registry's rule: a plate ending in 0 has no vehicle registered (so "not found" can be
 * tried on purpose); every other plate is one vehicle, always the same one for the same state and
 * plate, with a real VIN the decoder knows.
 */
export function sandboxPlateVehicle(state: string, plate: string) {
  const normal = plate.toUpperCase().replace(/[^A-Z0-9]/g, '');
  if (normal.endsWith('0')) return null;
  const hash = createHash('sha256').update(`${state.toUpperCase()}:${normal}`).digest();
  const pattern = VEHICLE_PATTERNS[hash.readUInt32BE(0) % VEHICLE_PATTERNS.length]!;
  const [from, to] = pattern.years;
  const year = from + (hash.readUInt32BE(4) % (to - from + 1));
  const vin = makeVin(pattern, year, hash.readUInt32BE(8));
  return { vin, year, make: pattern.make, model: pattern.model };
}

/** A stand-in for a plate-to-VIN provider (DESIGN.md 5), mounted at /sandbox/plates when SANDBOX is on. */
export function plateLookupSandbox(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.get('/plate-to-vin', async (req, reply) => {
      if (req.headers.authorization !== `Bearer ${ctx.config.plates.apiKey}`) {
        return reply.code(401).send({ success: false, error: 'Invalid API key' });
      }
      const parsed = query.safeParse(req.query);
      if (!parsed.success) return reply.code(400).send({ success: false, error: 'plate and state are required' });
      const vehicle = sandboxPlateVehicle(parsed.data.state, parsed.data.plate);
      if (!vehicle) return reply.code(404).send({ success: false, error: 'No vehicle found for this plate' });
      return { success: true, vin: vehicle };
    });
  };
}
