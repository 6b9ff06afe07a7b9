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

/** The four providers' clients, each pointed where the config says (our sandboxes by default), behind the app's breakers. */
export function valuationPorts(ctx: AppContext): ValuationPorts {
  const { valuations } = ctx.config;
  // Stateless handles: the breakers' state is in the database, shared by every instance.
  const b = (provider: ValuationProvider) => new CircuitBreaker(ctx.db, provider, () => ctx.now());
  return {
    mmr: withBreaker('mmr', mmrClient(ctx.fetch, valuations.mmr), b('mmr')),
    jdp: withBreaker('jdp', jdpClient(ctx.fetch, valuations.jdp), b('jdp')),
    galves: withBreaker('galves', galvesClient(ctx.fetch, valuations.galves), b('galves')),
    blackbook: withBreaker('blackbook', blackbookClient(ctx.fetch, valuations.blackbook), b('blackbook')),
  };
}
