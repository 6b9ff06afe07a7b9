import type { ValuationProvider } from '@dealer/domain';
import type { Db } from '../../db/client';
import { breakerOpenUntil, clearBreakerFailures, recordBreakerFailure } from './breaker-store';
import type { ValuationPort } from './port';
import { ValuationProviderError } from './port';

/** Five failures within a minute open the breaker; it stays open a minute. */
export const BREAKER_FAILURES = 5;
export const BREAKER_WINDOW_MS = 60_000;
export const BREAKER_OPEN_MS = 60_000;

const RULE = { failures: BREAKER_FAILURES, windowMs: BREAKER_WINDOW_MS, openMs: BREAKER_OPEN_MS };

/**
 * One provider's circuit breaker: after BREAKER_FAILURES failures within BREAKER_WINDOW_MS it
 * refuses calls for BREAKER_OPEN_MS (no request leaves), then lets calls through again with a
 * clean count. A "no vehicle for this VIN" answer is the provider working, not a failure. Its
 * state is in the database, so every server instance counts the same failures and sees it open;
 * the clock is the app's (tests move it).
 */
export class CircuitBreaker {
  constructor(
    private readonly db: Db,
    private readonly provider: ValuationProvider,
    private readonly now: () => Date,
  ) {}

  /** When the breaker is open, the time it closes; null when calls go through. */
  openedUntil(): Promise<Date | null> {
    return breakerOpenUntil(this.db, this.provider, this.now());
  }

  succeeded(): Promise<void> {
    return clearBreakerFailures(this.db, this.provider);
  }

  failed(): Promise<void> {
    return recordBreakerFailure(this.db, this.provider, this.now(), RULE);
  }
}

/** The port behind its breaker: an open breaker answers a 'circuit_open' failure without calling. */
export function withBreaker<S>(provider: ValuationProvider, port: ValuationPort<S>, breaker: CircuitBreaker) {
  return {
    async valuate(...args: Parameters<ValuationPort<S>['valuate']>) {
      const until = await breaker.openedUntil();
      if (until)
        throw new ValuationProviderError(provider, 'circuit_open', `not called until ${until.toISOString()}`, until);
      let data: Awaited<ReturnType<ValuationPort<S>['valuate']>>;
      try {
        data = await port.valuate(...args);
      } catch (err) {
        if (!(err instanceof ValuationProviderError) || err.failure !== 'not_found') await breaker.failed();
        throw err;
      }
      await breaker.succeeded();
      return data;
    },
  } satisfies ValuationPort<S>;
}
