import type { Config } from './config';
import type { Db } from './db/client';

/** What services need from the running server: the database, the config, and a clock tests can move. */
export interface AppContext {
  db: Db;
  config: Config;
  now(): Date;
  /** Asks the outbox worker to deliver now, after a transaction queued messages. */
  kickOutbox(): void;
  /** Asks the job worker to run now, after a transaction queued jobs. */
  kickJobs(): void;
  /** HTTP to outside services (and to our sandboxes); tests route it through app.inject. */
  fetch: typeof fetch;
}
