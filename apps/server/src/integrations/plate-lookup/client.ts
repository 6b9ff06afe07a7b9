import { z } from 'zod';
import type { AppContext } from '../../context';
import { type PlateLookupPort, PlateLookupUnavailableError } from './port';

const TIMEOUT_MS = 8_000;
const found = z.object({
  success: z.literal(true),
  vin: z.object({
    vin: z.string().min(11).max(17),
    year: z.coerce.number().int().nullable().optional(),
    make: z.string().nullable().optional(),
    model: z.string().nullable().optional(),
  }),
});

/**
 * A plate-to-VIN service in the common shape of the US providers: `GET {url}/plate-to-vin?plate=&state=`
 * with an API key, answering 200 `{success: true, vin: {vin, year, make, model}}` or 404 when no
 * vehicle is registered under the plate. Anything else is PlateLookupUnavailableError.
 */
export function plateLookupClient(
  fetch: AppContext['fetch'],
  config: { url: string; apiKey: string },
): PlateLookupPort {
  return {
    async findByPlate(state, plate) {
      const query = new URLSearchParams({ plate, state });
      let res: Response;
      try {
        res = await fetch(`${config.url.replace(/\/$/, '')}/plate-to-vin?${query}`, {
          headers: { authorization: `Bearer ${config.apiKey}`, accept: 'application/json' },
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (err) {
        throw new PlateLookupUnavailableError(err instanceof Error ? err.message : 'unreachable');
      }
      if (res.status === 404) return null;
      if (!res.ok) throw new PlateLookupUnavailableError(`answered ${res.status}`);
      const body = found.safeParse(await res.json().catch(() => null));
      if (!body.success) throw new PlateLookupUnavailableError('answered an unexpected body');
      const { vin, year, make, model } = body.data.vin;
      return { vin, year: year ?? null, make: make ?? null, model: model ?? null };
    },
  };
}
