import { desc, eq } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import { type Database, openPgPool } from '../src/db/client';
import { appraisals, dealers } from '../src/db/schema';
import { BENCH_PASSWORD, BENCH_USER } from '../src/db/seed/large';
import type { CapturedQuery } from './measure';

/** The config the benchmarks run with: PostgreSQL only, quiet, no login limit for the one sign-in. */
export function benchConfig(command: string): Config & { databaseUrl: string } {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', LOGIN_MAX_ATTEMPTS_PER_IP: '100000' });
  if (!config.databaseUrl) {
    console.error(
      `${command} measures PostgreSQL: set DATABASE_URL (for example postgres://postgres@127.0.0.1:5432/dealer_bench).`,
    );
    process.exit(1);
  }
  return config as Config & { databaseUrl: string };
}

/**
 * The database over a pool that can record the SQL of one request (`capture`), so that SQL can
 * be replayed straight through pg beside the API.
 */
export function capturingDatabase(config: { databaseUrl: string }) {
  const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
  let recorded: CapturedQuery[] | null = null;
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    // drizzle passes (config, values): keep both so the replay runs the identical statement.
    if (recorded && typeof args[0] === 'object')
      recorded.push({ ...(args[0] as CapturedQuery), values: args[1] as unknown[] });
    return query(...args);
  };
  return {
    database: openPgPool(pool),
    /** Every query `run` sends through the pool. */
    async capture(run: () => Promise<unknown>): Promise<CapturedQuery[]> {
      recorded = [];
      try {
        await run();
        return recorded;
      } finally {
        recorded = null;
      }
    },
  };
}

/**
 * The app listening on loopback, signed in as the bench user at the largest dealer (bench-0001),
 * with a VIN of that dealer (its newest record's) for the duplicate-VIN list.
 */
export async function startBenchApp(config: Config, database: Database) {
  const [dealer] = await database.db.select({ id: dealers.id }).from(dealers).where(eq(dealers.slug, 'bench-0001'));
  if (!dealer) throw new Error('No bench data: run npm run seed:large (or npm run bench) first.');
  const [newest] = await database.db
    .select({ id: appraisals.id, vin: appraisals.vin })
    .from(appraisals)
    .where(eq(appraisals.dealerId, dealer.id))
    .orderBy(desc(appraisals.id))
    .limit(1);
  // As production serves: answers written from their schemas without the test-time check.
  const { app } = await buildApp({ config, database, outboxWorker: 'manual', checkAnswers: false });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: BENCH_USER, password: BENCH_PASSWORD }),
  });
  const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? '';
  const sample = { id: newest?.id ?? 0, vin: newest?.vin ?? '' };
  return { app, base, dealerId: dealer.id, sample, headers: { cookie, 'x-dealer-id': String(dealer.id) } };
}
