// npm run bench [-- --dealers N --appraisals M --largest K --seconds S]
// Generates bench data into DATABASE_URL when it has none, then loads the main read paths with
// autocannon beside the same SQL run straight through pg, and writes a markdown report.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { migrateDatabase } from '../src/db/migrate';
import { appraisals } from '../src/db/schema';
import { benchDataSize, generateLarge } from '../src/db/seed/large';
import { benchConfig, capturingDatabase, startBenchApp } from './bench-app';
import { type Figures, loadSql, loadUrl } from './measure';
import { benchPaths } from './paths';

const { values } = parseArgs({
  options: {
    dealers: { type: 'string', default: '200' },
    appraisals: { type: 'string', default: '200000' },
    largest: { type: 'string', default: '50000' },
    seconds: { type: 'string', default: '5' },
  },
});
const seconds = Number(values.seconds);
const config = benchConfig('npm run bench');
const { database, capture } = capturingDatabase(config);
await migrateDatabase(database);
if ((await benchDataSize(database)) === 0) {
  console.log(`Generating ${values.appraisals} appraisals over ${values.dealers} dealers ...`);
  await generateLarge(database, {
    dealers: Number(values.dealers),
    appraisals: Number(values.appraisals),
    largest: Number(values.largest),
  });
}
const { app, base, dealerId, headers } = await startBenchApp(config, database);
const total = await database.db.$count(appraisals);
const largest = await database.db.$count(appraisals, eq(appraisals.dealerId, dealerId));
const rawPool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });

const rows: { name: string; api: Figures; sql: Figures; queries: number }[] = [];
// A change to one of the dealer's appraisals, as staff make all day: it moves the dealer's version
// on, so the next request of each list counts its total again.
const [changed] = await database.db
  .select({ id: appraisals.id })
  .from(appraisals)
  .where(eq(appraisals.dealerId, dealerId))
  .limit(1);
const change = () => rawPool.query('update appraisals set updated_at = now() where id = $1', [changed!.id]);

// Warm the server up first (its JIT), as a running server is.
await loadUrl(`${base}${benchPaths()[0]!.url}`, headers, 2);

for (const path of benchPaths()) {
  // The replay runs what a request runs in steady state: after a first request counted the total,
  // or, on a path with changes, right after a change (the total counted again).
  await app.inject({ method: 'GET', url: path.url, headers });
  if (path.changesPerSecond) await change();
  let probe: Awaited<ReturnType<typeof app.inject>> | undefined;
  const queries = await capture(async () => {
    probe = await app.inject({ method: 'GET', url: path.url, headers });
  });
  if (probe?.statusCode !== 200) throw new Error(`${path.name}: ${probe?.statusCode} ${probe?.body}`);
  const writer = path.changesPerSecond ? setInterval(change, 1000 / path.changesPerSecond) : undefined;
  const api = await loadUrl(`${base}${path.url}`, headers, seconds);
  clearInterval(writer);
  const sql = await loadSql(rawPool, queries, seconds);
  rows.push({ name: path.name, api, sql, queries: queries.length });
  console.log(
    `${path.name.padEnd(34)} API ${api.rps.toFixed(0).padStart(6)} req/s p50 ${api.p50} ms p99 ${api.p99} ms | SQL ${sql.rps.toFixed(0).padStart(6)} req/s p50 ${sql.p50.toFixed(1)} ms p99 ${sql.p99.toFixed(1)} ms`,
  );
}

const report = [
  `# Benchmark ${new Date().toISOString()}`,
  '',
  `PostgreSQL, ${total.toLocaleString()} appraisals; the measured dealer has ${largest.toLocaleString()}. 10 connections, ${seconds} s per path, loopback, ${process.env.HOSTNAME ?? 'this machine'} (2 cores shared by server, database and load generator).`,
  'SQL = every query one API request ran (session, page, count), replayed straight through pg by 10 concurrent loops: a request whose total the memo knew, or on the path with changes one that counted it.',
  '',
  '| path | API req/s | API p50 ms | API p99 ms | SQL req/s | SQL p50 ms | SQL p99 ms | API/SQL | errors API/SQL |',
  '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ...rows.map(
    (r) =>
      `| ${r.name} | ${r.api.rps.toFixed(0)} | ${r.api.p50} | ${r.api.p99} | ${r.sql.rps.toFixed(0)} | ${r.sql.p50.toFixed(1)} | ${r.sql.p99.toFixed(1)} | ${(r.api.rps / r.sql.rps).toFixed(2)} | ${r.api.errors}/${r.sql.errors} |`,
  ),
  '',
].join('\n');
const dir = join(import.meta.dirname, '../../../bench/results');
mkdirSync(dir, { recursive: true });
const file = join(dir, `bench-${new Date().toISOString().replace(/[:.]/g, '-')}.md`);
writeFileSync(file, report);
console.log(`\n${report}\nReport written to ${file}`);
await app.close();
await rawPool.end();
await database.close();
