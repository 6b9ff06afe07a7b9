// npm run bench:explain [-- <part of a path name>]
// For each bench path: the serial latency of the API request and of its SQL (one connection, no
// queueing), then each query with its EXPLAIN ANALYZE times. PLAN=1 prints the plans;
// GENERIC=1 prints the plan PostgreSQL would keep for a prepared statement (its generic plan).
import pg from 'pg';
import { benchConfig, capturingDatabase, startBenchApp } from './bench-app';
import type { CapturedQuery } from './measure';
import { benchPaths } from './paths';

const config = benchConfig('npm run bench:explain');
const { database, capture } = capturingDatabase(config);
const { app, base, headers, sample } = await startBenchApp(config, database);
const raw = new pg.Client({ connectionString: config.databaseUrl });
await raw.connect();
const only = process.argv[2];
const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

async function serial(run: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 50; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return median(times);
}

async function plan(q: CapturedQuery, generic: boolean): Promise<string> {
  if (!generic) {
    const { rows } = await raw.query({ text: `explain (analyze, buffers) ${q.text}`, values: q.values });
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  }
  const literals = (q.values ?? []).map((v) =>
    v === null ? 'null' : raw.escapeLiteral(v instanceof Date ? v.toISOString() : String(v)),
  );
  await raw.query('deallocate all');
  await raw.query(`prepare generic_plan as ${q.text}`);
  await raw.query('set plan_cache_mode = force_generic_plan');
  const { rows } = await raw.query(`explain (analyze, buffers) execute generic_plan(${literals.join(',')})`);
  await raw.query('reset plan_cache_mode');
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}

for (const path of benchPaths(sample)) {
  if (only && !path.name.includes(only)) continue;
  const get = async () => (await fetch(`${base}${path.url}`, { headers })).text();
  await get();
  const queries = await capture(get);
  const api = await serial(get);
  const sql = await serial(async () => {
    for (const q of queries) await raw.query({ text: q.text, values: q.values, name: q.name });
  });
  console.log(`\n== ${path.name}: API ${api.toFixed(2)} ms, SQL serial ${sql.toFixed(2)} ms`);
  for (const q of queries) {
    const { rows } = await raw.query({ text: `explain (analyze, format json) ${q.text}`, values: q.values });
    const p = rows[0]['QUERY PLAN'][0];
    const text = q.text.replace(/\s+/g, ' ').slice(0, 110);
    console.log(`  exec ${p['Execution Time'].toFixed(2)} ms, plan ${p['Planning Time'].toFixed(2)} ms  ${text}`);
    if (process.env.PLAN || process.env.GENERIC) console.log(await plan(q, Boolean(process.env.GENERIC)));
  }
}
await app.close();
await raw.end();
await database.close();
