import { z } from 'zod';
import type { AppContext } from '../../context';
import { outsideUrl } from '../../lib/outside-url';
import { type InspectionPort, InspectionUnavailableError } from './port';

const created = z.object({ session_key: z.string().min(1), capture_url: z.url(), status: z.string() });
const TIMEOUT_MS = 10_000;

/**
 * The inspection provider's session API (PAVE-style): `POST {url}/sessions` with header `api-key`
 * and the vehicle, answered by 201 {session_key, capture_url, status}. Every failure (network,
 * timeout, non-201, an answer of another shape) is one InspectionUnavailableError: the user can only
 * try again later.
 */
export function inspectionClient(fetch: AppContext['fetch'], config: { url: string; apiKey: string }): InspectionPort {
  return {
    async createSession(request) {
      let res: Response;
      try {
        res = await fetch(`${config.url.replace(/\/$/, '')}/sessions`, {
          method: 'POST',
          headers: { 'api-key': config.apiKey, 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({
            reference: request.reference,
            vehicle: request.vehicle,
            customer: request.customer,
            webhook_url: request.webhookUrl,
          }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (err) {
        throw new InspectionUnavailableError(err instanceof Error ? err.message : 'unreachable');
      }
      if (res.status !== 201) throw new InspectionUnavailableError(`answered ${res.status}`);
      const body = created.safeParse(await res.json().catch(() => null));
      if (!body.success) throw new InspectionUnavailableError('answered an unexpected body');
      // The customer is sent this link: never a script, a data URL or plain http to another host.
      const captureUrl = outsideUrl(body.data.capture_url, config.url);
      if (!captureUrl) throw new InspectionUnavailableError('answered a capture URL that is not https');
      return { sessionKey: body.data.session_key, captureUrl };
    },
  };
}
