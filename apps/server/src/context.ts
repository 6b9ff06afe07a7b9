import type { Config } from './config';
import type { Db } from './db/client';
import type { SessionCache } from './modules/auth/session-cache';
import type { Meter } from './modules/metrics';

/** What services need from the running server: the database, the config, and a clock tests can move. */
export interface AppContext {
  db: Db;
  config: Config;
  /** Sessions resolved lately; revoking services forget their user in it. */
  sessions: SessionCache;
  now(): Date;
  /** Asks the outbox worker to deliver now, after a transaction queued messages. */
  kickOutbox(): void;
  /** Asks the job worker to run now, after a transaction queued jobs. */
  kickJobs(): void;
  /** HTTP to outside services (and to our sandboxes); tests route it through app.inject. */
  fetch: typeof fetch;
  /** Counts what services do for the operator's metrics (a no-op without METRICS_TOKEN). */
  meter: Meter;
}
