import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { listenPg, listenPglite, type Subscriber, type Unlisten } from './listen';
import * as schema from './schema';
import { currentWriter, mayWrite, SET_WRITER_SQL } from './writer-tag';

export type Schema = typeof schema;
/** One type for both drivers: business code never knows which database it talks to. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A database handle or an open transaction: repositories accept either. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  driver: 'pglite' | 'pg';
  /** Checks the database answers (GET /api/ready). */
  ping(): Promise<void>;
  /** LISTEN on channels for the life of the server (the live channel's fan-out across instances). */
  listen(channels: string[], subscriber: Subscriber): Promise<Unlisten>;
  close(): Promise<void>;
  /** The PostgreSQL pool's connections as they stand (metrics); absent for the embedded database. */
  poolUse?(): PoolUse;
}

export interface PoolUse {
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
}

/**
 * A transaction made inside a tab's request names that tab as the writer (db/writer-tag.ts), for
 * the live channel's record-changed notice; a nested one (a savepoint) is already named.
 */
function tagTransactions(db: Db): Db {
  const transaction = db.transaction.bind(db);
  db.transaction = ((work, config) =>
    transaction(async (tx) => {
      const writer = currentWriter();
      if (writer) await tx.execute(sql`select set_config('da.writer', ${writer}, true)`);
      return work(tx);
    }, config)) as Db['transaction'];
  return db;
}

/** A write outside a transaction, inside a tab's request: run in one that names the writer. */
function tagPgliteWrites(client: PGlite): void {
  const query = client.query.bind(client) as (text: string, params?: unknown[], options?: object) => Promise<unknown>;
  (client as { query: unknown }).query = (text: string, params?: unknown[], options?: object) => {
    const writer = currentWriter();
    if (!writer || !mayWrite(text)) return query(text, params, options);
    return client.transaction(async (tx) => {
      await tx.query(SET_WRITER_SQL, [writer]);
      return tx.query(text, params as unknown[], options);
    });
  };
}

export function openPglite(client: PGlite): Database {
  tagPgliteWrites(client);
  const db = tagTransactions(drizzlePglite(client, { schema }) as unknown as Db);
  return {
    db,
    driver: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    listen: (channels, subscriber) => listenPglite(client, channels, subscriber),
    close: () => client.close(),
  };
}

export function newPglite(dataDir?: string, loadDataDir?: Blob | File): PGlite {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  return new PGlite({ dataDir, loadDataDir, extensions: { pg_trgm, btree_gin } });
}

export function openPg(connectionString: string, max = 10): Database {
  return openPgPool(new pg.Pool({ connectionString, max }));
}

const READ = /^\s*(select|with)\b/i;

/**
 * Put first in a read whose best plan depends on its values (how many appraisals the dealer has, a
 * search pattern): the pool then leaves it unprepared, so PostgreSQL plans it on every run. A kept
 * generic plan assumes an average dealer, and for a 50,000-appraisal dealer sorted a whole stage
 * tab (9 ms instead of 1 ms) or rechecked a search pattern row by row.
 */
export const PLAN_EACH_RUN = sql.raw('/* planned each run */ ');

/**
 * Every query through the pool becomes a named prepared statement (the name is a hash of its text),
 * so PostgreSQL plans each query shape once per connection instead of on every request: planning
 * the list's page query over the appraisals table and its many indexes cost more than running it.
 * Only reads: their shapes are few, so the statements a connection keeps stay few (PLAN_EACH_RUN
 * opts a read out). Queries inside
 * transactions run on a checked-out client and are planned as usual.
 */
function preparePoolQueries(pool: pg.Pool): void {
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  // The names of the texts seen: hashing a page query's 7 kB on every request cost more than a lookup.
  const names = new Map<string, string>();
  const nameOf = (text: string) => {
    let name = names.get(text);
    if (!name) {
      if (names.size >= 1000) names.clear();
      name = `q${createHash('sha1').update(text).digest('base64url')}`;
      names.set(text, name);
    }
    return name;
  };
  (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (config: unknown, ...rest: unknown[]) => {
    const text = typeof config === 'object' && config !== null ? (config as { text?: unknown }).text : config;
    const writer = currentWriter();
    if (writer && typeof text === 'string' && mayWrite(text)) return writeAs(pool, writer, config, rest);
    // Only a query config object is named: a plain string (ping's 'select 1') goes as it is.
    if (
      typeof config === 'object' &&
      typeof text === 'string' &&
      READ.test(text) &&
      !(config as { name?: string }).name
    ) {
      return query({ ...(config as object), name: nameOf(text) }, ...rest);
    }
    return query(config, ...rest);
  };
}

/** A write outside a transaction, inside a tab's request: run in one that names the writer. */
async function writeAs(pool: pg.Pool, writer: string, config: unknown, rest: unknown[]): Promise<unknown> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(SET_WRITER_SQL, [writer]);
    const result = await (client.query as (...args: unknown[]) => Promise<unknown>)(config, ...rest);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/** A database over a pool the caller made (the benchmark watches the pool's queries). */
export function openPgPool(pool: pg.Pool): Database {
  // An idle client whose connection the server ended (restart, failover, DROP DATABASE ... FORCE)
  // emits 'error'; unhandled, that would crash the process. The pool replaces it on next checkout.
  pool.on('error', () => {});
  preparePoolQueries(pool);
  const db = tagTransactions(drizzlePg(pool, { schema }) as unknown as Db);
  return {
    db,
    driver: 'pg',
    ping: async () => {
      await pool.query('select 1');
    },
    listen: (channels, subscriber) => listenPg(pool.options, channels, subscriber),
    close: () => pool.end(),
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

/** PostgreSQL over pg when DATABASE_URL is set, else embedded PGlite under DATA_DIR. */
export function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Database {
  if (opts.databaseUrl) return openPg(opts.databaseUrl);
  return openPglite(newPglite(`${opts.dataDir.replace(/\/$/, '')}/pg`));
}
