import type { ValuationProvider } from '@dealer/domain';
import type { ValuationPort } from './port';
import { ValuationProviderError } from './port';

/** Five failures within a minute open the breaker; it stays open a minute. */
export const BREAKER_FAILURES = 5;
export const BREAKER_WINDOW_MS = 60_000;
export const BREAKER_OPEN_MS = 60_000;

/**
 * One provider's circuit breaker: after BREAKER_FAILURES failures within BREAKER_WINDOW_MS it
 * refuses calls for BREAKER_OPEN_MS (no request leaves), then lets calls through again with a
 * clean count. A "no vehicle for this VIN" answer is the provider working, not a failure. The
 * clock is the app's (tests move it).
 */
export class CircuitBreaker {
  private failures: number[] = [];
  private openUntil: number | null = null;

  constructor(private readonly now: () => Date) {}

  /** When the breaker is open, the time it closes; null when calls go through. */
  openedUntil(): Date | null {
    if (this.openUntil === null) return null;
    if (this.now().getTime() >= this.openUntil) {
      this.openUntil = null;
      this.failures = [];
      return null;
    }
    return new Date(this.openUntil);
  }

  succeeded(): void {
    this.failures = [];
  }

  failed(): void {
    const at = this.now().getTime();
    this.failures = [...this.failures.filter((t) => at - t < BREAKER_WINDOW_MS), at];
    if (this.failures.length >= BREAKER_FAILURES) this.openUntil = at + BREAKER_OPEN_MS;
  }
}

/** The port behind its breaker: an open breaker answers a 'circuit_open' failure without calling. */
export function withBreaker<S>(provider: ValuationProvider, port: ValuationPort<S>, breaker: CircuitBreaker) {
  return {
    async valuate(...args: Parameters<ValuationPort<S>['valuate']>) {
      const until = breaker.openedUntil();
      if (until)
        throw new ValuationProviderError(provider, 'circuit_open', `not called until ${until.toISOString()}`, until);
      try {
        const data = await port.valuate(...args);
        breaker.succeeded();
        return data;
      } catch (err) {
        if (!(err instanceof ValuationProviderError) || err.failure !== 'not_found') breaker.failed();
        throw err;
      }
    },
  } satisfies ValuationPort<S>;
}
