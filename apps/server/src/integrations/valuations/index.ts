import type { ValuationProvider } from '@dealer/domain';
import type { AppContext } from '../../context';
import { blackbookClient } from './blackbook-client';
import { CircuitBreaker, withBreaker } from './circuit-breaker';
import { galvesClient } from './galves-client';
import { jdpClient } from './jdp-client';
import { mmrClient } from './mmr-client';
import type { ValuationPorts } from './port';

export { BREAKER_FAILURES, BREAKER_OPEN_MS, BREAKER_WINDOW_MS, CircuitBreaker } from './circuit-breaker';
export * from './port';
export type { ValuationSelections } from './selections';

/**
 * The breakers of one running app, one per provider. They live in the process: each instance
 * behind a load balancer learns of an outage by its own five failures, which costs at most five
 * calls per instance and keeps a database write off every provider failure.
 */
const breakers = new WeakMap<AppContext, Record<ValuationProvider, CircuitBreaker>>();

function breakersOf(ctx: AppContext) {
  let found = breakers.get(ctx);
  if (!found) {
    const now = () => ctx.now();
    found = {
      mmr: new CircuitBreaker(now),
      jdp: new CircuitBreaker(now),
      galves: new CircuitBreaker(now),
      blackbook: new CircuitBreaker(now),
    };
    breakers.set(ctx, found);
  }
  return found;
}

/** The four providers' clients, each pointed where the config says (our sandboxes by default), behind the app's breakers. */
export function valuationPorts(ctx: AppContext): ValuationPorts {
  const { valuations } = ctx.config;
  const b = breakersOf(ctx);
  return {
    mmr: withBreaker('mmr', mmrClient(ctx.fetch, valuations.mmr), b.mmr),
    jdp: withBreaker('jdp', jdpClient(ctx.fetch, valuations.jdp), b.jdp),
    galves: withBreaker('galves', galvesClient(ctx.fetch, valuations.galves), b.galves),
    blackbook: withBreaker('blackbook', blackbookClient(ctx.fetch, valuations.blackbook), b.blackbook),
  };
}
