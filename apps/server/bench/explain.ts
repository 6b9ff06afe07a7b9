// Profiling aid: for each bench path, the SQL one request runs with its EXPLAIN ANALYZE times,
// and the serial latency of the API request and of that SQL (one connection, no queueing).
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openPgPool } from '../src/db/client';
import { dealers } from '../src/db/schema';
import { BENCH_PASSWORD, BENCH_USER } from '../src/db/seed/large';
import type { CapturedQuery } from './measure';
import { benchPaths } from './paths';

const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', LOGIN_MAX_ATTEMPTS_PER_IP: '100000' });
const appPool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
let capture: CapturedQuery[] | null = null;
const query = appPool.query.bind(appPool) as (...args: unknown[]) => unknown;
(appPool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
  if (capture && typeof args[0] === 'object')
    capture.push({ ...(args[0] as CapturedQuery), values: args[1] as unknown[] });
  return query(...args);
};
const database = openPgPool(appPool);
const [dealer] = await database.db.select({ id: dealers.id }).from(dealers).where(eq(dealers.slug, 'bench-0001'));
const { app } = await buildApp({ config, database, outboxWorker: 'manual' });
const base = await app.listen({ host: '127.0.0.1', port: 0 });
const login = await fetch(`${base}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: BENCH_USER, password: BENCH_PASSWORD }),
});
const headers = { cookie: login.headers.get('set-cookie')?.split(';')[0] ?? '', 'x-dealer-id': String(dealer!.id) };
const raw = new pg.Client({ connectionString: config.databaseUrl });
await raw.connect();
const only = process.argv[2];
const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
for (const path of benchPaths()) {
  if (only && !path.name.includes(only)) continue;
  capture = [];
  await fetch(`${base}${path.url}`, { headers });
  const queries = capture;
  capture = null;
  const apiTimes: number[] = [];
  for (let i = 0; i < 50; i++) {
    const t = performance.now();
    await (await fetch(`${base}${path.url}`, { headers })).text();
    apiTimes.push(performance.now() - t);
  }
  const sqlTimes: number[] = [];
  for (let i = 0; i < 50; i++) {
    const t = performance.now();
    for (const q of queries) await raw.query({ text: q.text, values: q.values, name: q.name });
    sqlTimes.push(performance.now() - t);
  }
  console.log(`\n== ${path.name}: API ${median(apiTimes).toFixed(2)} ms, SQL serial ${median(sqlTimes).toFixed(2)} ms`);
  for (const q of queries) {
    const plan = await raw.query({ text: `explain (analyze, buffers, format json) ${q.text}`, values: q.values });
    const p = plan.rows[0]['QUERY PLAN'][0];
    console.log(
      `  exec ${p['Execution Time'].toFixed(2)} plan ${p['Planning Time'].toFixed(2)}  ${q.text.replace(/\s+/g, ' ').slice(0, 110)}`,
    );
    if (process.env.GENERIC) {
      const lits = (q.values ?? []).map((v) =>
        v === null ? 'null' : raw.escapeLiteral(v instanceof Date ? v.toISOString() : String(v)),
      );
      await raw.query('deallocate all');
      await raw.query(`prepare gp as ${q.text}`);
      await raw.query('set plan_cache_mode = force_generic_plan');
      const g = await raw.query(`explain (analyze, buffers) execute gp(${lits.join(',')})`);
      await raw.query('reset plan_cache_mode');
      console.log(g.rows.map((r) => r['QUERY PLAN']).join('\n'));
    }
    if (process.env.PLAN)
      console.log(
        (await raw.query({ text: `explain (analyze, buffers) ${q.text}`, values: q.values })).rows
          .map((r) => r['QUERY PLAN'])
          .join('\n'),
      );
  }
}
await app.close();
await raw.end();
await appPool.end();
