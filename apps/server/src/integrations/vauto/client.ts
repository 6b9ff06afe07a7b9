import { z } from 'zod';
import type { AppContext } from '../../context';
import { outsideUrl } from '../../lib/outside-url';
import { type VautoPort, VautoUnavailableError } from './port';

const created = z.object({ id: z.string().min(1), url: z.url() });
const TIMEOUT_MS = 10_000;

/**
 * vAuto's appraisal API: `POST {url}/appraisals` with a bearer key and the vehicle, answered by
 * 201 {id, url}. Every failure (network, timeout, non-201, an answer of another shape) is one
 * VautoUnavailableError: the user can only try again later.
 */
export function vautoClient(fetch: AppContext['fetch'], config: { url: string; apiKey: string }): VautoPort {
  return {
    async createAppraisal(request) {
      let res: Response;
      try {
        res = await fetch(`${config.url.replace(/\/$/, '')}/appraisals`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${config.apiKey}`,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify(request),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (err) {
        throw new VautoUnavailableError(err instanceof Error ? err.message : 'unreachable');
      }
      if (res.status !== 201) throw new VautoUnavailableError(`answered ${res.status}`);
      const body = created.safeParse(await res.json().catch(() => null));
      if (!body.success) throw new VautoUnavailableError('answered an unexpected body');
      // Users open this link from the appraisal: never a script, a data URL or plain http to another host.
      const url = outsideUrl(body.data.url, config.url);
      if (!url) throw new VautoUnavailableError('answered a URL that is not https');
      return { id: body.data.id, url };
    },
  };
}
