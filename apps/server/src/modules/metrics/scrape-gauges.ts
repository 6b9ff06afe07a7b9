import { VALUATION_PROVIDER_KEYS, type ValuationProvider } from '@dealer/domain';
import { Gauge, type Registry } from 'prom-client';
import type { Db, PoolUse } from '../../db/client';
import { jobBacklog, outboxBacklog } from './backlog.repository';

/** What the gauges read when Prometheus scrapes: nothing is kept up to date between scrapes. */
export interface ScrapeSources {
  db: Db;
  now(): Date;
  /** Browser streams open on this instance. */
  liveConnections(): number;
  /** When each valuation provider's breaker closes again; null while calls go through. */
  breakers(): Promise<Record<ValuationProvider, Date | null>>;
  /** The PostgreSQL pool's connections; undefined for the embedded database (no pool). */
  poolUse?: () => PoolUse;
}

/**
 * One load shared by the gauges that read it during a scrape (the registry collects them side by
 * side): each gauge sets its own value from the same query, so none shows the previous scrape's.
 */
function sharedLoad<T>(load: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  return () => {
    running ??= load().finally(() => {
      running = null;
    });
    return running;
  };
}

export function registerScrapeGauges(registry: Registry, sources: ScrapeSources): void {
  const registers = [registry];
  const outbox = sharedLoad(() => outboxBacklog(sources.db, sources.now()));
  new Gauge({
    name: 'outbox_pending_messages',
    help: 'E-mails and texts waiting to be sent (due, waiting for a retry or for quiet hours to end).',
    registers,
    async collect() {
      this.set((await outbox()).pending);
    },
  });
  new Gauge({
    name: 'outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest e-mail or text still pending (0 when none is).',
    registers,
    async collect() {
      this.set((await outbox()).oldestAgeSeconds);
    },
  });
  const jobs = sharedLoad(() => jobBacklog(sources.db, sources.now()));
  new Gauge({
    name: 'jobs_pending',
    help: 'Background jobs waiting to run (due or waiting for a retry).',
    registers,
    async collect() {
      this.set((await jobs()).pending);
    },
  });
  new Gauge({
    name: 'jobs_oldest_pending_age_seconds',
    help: 'Age of the oldest background job still pending (0 when none is).',
    registers,
    async collect() {
      this.set((await jobs()).oldestAgeSeconds);
    },
  });
  new Gauge({
    name: 'valuation_provider_breaker_open',
    help: "1 while a valuation provider's circuit breaker is open (calls refused without being sent), else 0.",
    labelNames: ['provider'] as const,
    registers,
    async collect() {
      const states = await sources.breakers();
      for (const provider of VALUATION_PROVIDER_KEYS) this.set({ provider }, states[provider] ? 1 : 0);
    },
  });
  new Gauge({
    name: 'live_stream_connections',
    help: 'Live event streams (Server-Sent Events) open on this instance.',
    registers,
    collect() {
      this.set(sources.liveConnections());
    },
  });
  if (sources.poolUse) registerPoolGauges(registers, sources.poolUse);
}

/** The PostgreSQL pool, read as it stands at the scrape. */
function registerPoolGauges(registers: Registry[], pool: () => PoolUse): void {
  new Gauge({
    name: 'db_pool_connections',
    help: "PostgreSQL connections open in this instance's pool (busy and idle).",
    registers,
    collect() {
      this.set(pool().total);
    },
  });
  new Gauge({
    name: 'db_pool_idle_connections',
    help: 'Pool connections open and idle.',
    registers,
    collect() {
      this.set(pool().idle);
    },
  });
  new Gauge({
    name: 'db_pool_waiting_requests',
    help: 'Queries waiting for a pool connection (the pool is exhausted while above 0).',
    registers,
    collect() {
      this.set(pool().waiting);
    },
  });
}
