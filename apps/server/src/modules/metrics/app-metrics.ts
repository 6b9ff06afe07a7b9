import type { ValuationProvider } from '@dealer/domain';
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import type { ValuationFailure } from '../../integrations/valuations/port';

/** How a valuation call ended: 'ok', or the failure ('circuit_open': refused by the breaker, nothing sent). */
export type ValuationOutcome = 'ok' | ValuationFailure;

/** What the app's code reports as it runs (services hold it as ctx.meter). */
export interface Meter {
  valuationCall(provider: ValuationProvider, outcome: ValuationOutcome): void;
}

/** Metrics off (no METRICS_TOKEN): nothing is counted. */
export const NO_METER: Meter = { valuationCall() {} };

/** One app instance's metrics: its own registry, since tests build many apps in one process. */
export interface AppMetrics extends Meter {
  registry: Registry;
  /** One answered request: the route's pattern (never the URL), its method and status. */
  request(route: string, method: string, status: number, seconds: number): void;
}

/** Seconds: a list page answers in milliseconds, an export or a provider call in seconds. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createAppMetrics(): AppMetrics {
  const registry = new Registry();
  // Process CPU, memory, event-loop lag, GC: the usual node_* and process_* series.
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status code.',
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern, method and status code.',
    labelNames,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const valuationCalls = new Counter({
    name: 'valuation_provider_calls_total',
    help: 'Valuation provider calls by provider and outcome: ok, not_found, a failure (unreachable, refused, malformed) or circuit_open (refused by the breaker, nothing sent).',
    labelNames: ['provider', 'outcome'] as const,
    registers: [registry],
  });
  return {
    registry,
    request(route, method, status, seconds) {
      const labels = { method, route, status_code: String(status) };
      requests.inc(labels);
      durations.observe(labels, seconds);
    },
    valuationCall(provider, outcome) {
      valuationCalls.inc({ provider, outcome });
    },
  };
}
