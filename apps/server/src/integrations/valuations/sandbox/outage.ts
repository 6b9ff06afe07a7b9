import type { ValuationProvider } from '@dealer/domain';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../../context';

/** How a sandbox answers: normally, with the provider's 503, or not before the client gives up. */
export const OUTAGE_MODES = ['ok', 'error', 'timeout'] as const;
export type OutageMode = (typeof OUTAGE_MODES)[number];

/** Longer than the clients' 10 s timeout. */
const HANG_MS = 15_000;

const modes = new WeakMap<AppContext, Map<ValuationProvider, OutageMode>>();
const modesOf = (ctx: AppContext) => {
  const found = modes.get(ctx);
  if (found) return found;
  const fresh = new Map<ValuationProvider, OutageMode>();
  modes.set(ctx, fresh);
  return fresh;
};

/** The control path under each provider's sandbox, e.g. PUT /sandbox/mmr/_sandbox/outage {mode}. */
export const OUTAGE_PATH = '/_sandbox/outage';

/**
 * A provider's sandbox that a test or a demo can make fail: `PUT {prefix}/_sandbox/outage` with
 * {"mode": "error" | "timeout" | "ok"}. While failing, every provider call answers the provider's
 * own "503 Service Unavailable" (or hangs past the client's timeout), so our client meets the
 * failure over HTTP as it would meet the real provider's.
 */
export function withOutageSwitch(ctx: AppContext, provider: ValuationProvider, sandbox: FastifyPluginAsync) {
  return async (app: FastifyInstance) => {
    const current = () => modesOf(ctx).get(provider) ?? 'ok';
    app.put<{ Body: unknown }>(OUTAGE_PATH, { schema: { hide: true } }, async (req, reply) => {
      const body = z.object({ mode: z.enum(OUTAGE_MODES) }).safeParse(req.body);
      if (!body.success) return reply.status(400).send({ message: `mode must be one of ${OUTAGE_MODES.join(', ')}` });
      modesOf(ctx).set(provider, body.data.mode);
      return { provider, mode: body.data.mode };
    });
    app.get(OUTAGE_PATH, { schema: { hide: true } }, async () => ({ provider, mode: current() }));
    app.addHook('onRequest', async (req, reply) => {
      if (req.url.split('?')[0]?.endsWith(OUTAGE_PATH)) return;
      const mode = current();
      if (mode === 'ok') return;
      if (mode === 'timeout') await new Promise((resolve) => setTimeout(resolve, HANG_MS));
      return reply
        .status(503)
        .header('retry-after', '60')
        .send({ error: 'service_unavailable', message: 'The service is temporarily unavailable. Try again later.' });
    });
    await app.register(sandbox);
  };
}
