// npm run bench [-- --dealers N --appraisals M --largest K --seconds S --layout oldest|newest|interleaved]
// npm run bench -- --only <text>[|<text>...]: only the paths whose name contains one of them.
// npm run bench -- --all-layouts: the three layouts in one go, each in its own database
// (DATABASE_URL's name + _oldest, _newest, _interleaved; created and generated when missing).
// Generates bench data into the database when it has none, then loads the main read paths with
// autocannon beside the same SQL run straight through pg, and writes a markdown report.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { migrateDatabase } from '../src/db/migrate';
import { appraisals } from '../src/db/schema';
import { benchDataSize, generateLarge, LAYOUTS, type Layout, parseLayout } from '../src/db/seed/large';
import { benchConfig, capturingDatabase, startBenchApp } from './bench-app';
import { databaseForLayout, detectLayout, type Placement } from './layout';
import { type Figures, loadSql, loadUrl } from './measure';
import { benchPaths } from './paths';
import { runFacts } from './run-facts';

const { values } = parseArgs({
  options: {
    dealers: { type: 'string', default: '200' },
    appraisals: { type: 'string', default: '200000' },
    largest: { type: 'string', default: '50000' },
    seconds: { type: 'string', default: '5' },
    layout: { type: 'string', default: 'oldest' },
    'all-layouts': { type: 'boolean', default: false },
    // Only the paths whose name contains one of these (e.g. --only "dashboard|dealer stats"), to measure again after a change.
    only: { type: 'string', default: '' },
  },
});
const seconds = Number(values.seconds);
const size = {
  dealers: Number(values.dealers),
  appraisals: Number(values.appraisals),
  largest: Number(values.largest),
};
const config = benchConfig('npm run bench');

interface Row {
  name: string;
  api: Figures;
  sql: Figures;
}

interface LayoutRun {
  placement: Placement;
  rows: Row[];
}

async function benchLayout(databaseUrl: string, layout: Layout): Promise<LayoutRun> {
  const { database, capture } = capturingDatabase({ databaseUrl });
  await migrateDatabase(database);
  if ((await benchDataSize(database)) === 0) {
    console.log(`Generating ${size.appraisals} appraisals over ${size.dealers} dealers, layout ${layout} ...`);
    await generateLarge(database, { ...size, layout });
  }
  const { app, base, dealerId, headers, sample } = await startBenchApp(config, database);
  const placement = await detectLayout(database, dealerId);
  if (placement.layout !== layout) {
    throw new Error(
      `${databaseUrl} holds the ${placement.layout} layout, not ${layout}: use --layout ${placement.layout} or another database.`,
    );
  }
  console.log(`\nLayout ${layout}: ${describe(placement)}`);
  const rawPool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // A change to one of the dealer's appraisals, as staff make all day: it moves the dealer's version
  // on, so the next request of each list counts its total again.
  const [changed] = await database.db
    .select({ id: appraisals.id })
    .from(appraisals)
    .where(eq(appraisals.dealerId, dealerId))
    .limit(1);
  const change = () => rawPool.query('update appraisals set updated_at = now() where id = $1', [changed!.id]);

  // Warm the server up first (its JIT), as a running server is.
  await loadUrl(`${base}${benchPaths(sample)[0]!.url}`, headers, 2);
  const rows: Row[] = [];
  const wanted = values.only.split('|');
  for (const path of benchPaths(sample).filter((p) => wanted.some((w) => p.name.includes(w)))) {
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
    rows.push({ name: path.name, api, sql });
    console.log(
      `${path.name.padEnd(34)} API ${api.rps.toFixed(0).padStart(6)} req/s p50 ${api.p50} ms p99 ${api.p99} ms | SQL ${sql.rps.toFixed(0).padStart(6)} req/s p50 ${sql.p50.toFixed(1)} ms p99 ${sql.p99.toFixed(1)} ms`,
    );
  }
  await app.close();
  await rawPool.end();
  await database.close();
  return { placement, rows };
}

function describe(p: Placement): string {
  return `${p.total.toLocaleString()} appraisals; the measured dealer has ${p.dealerRows.toLocaleString()}, ids ${p.dealerMinId.toLocaleString()}–${p.dealerMaxId.toLocaleString()} of ${p.minId.toLocaleString()}–${p.maxId.toLocaleString()}`;
}

function section({ placement, rows }: LayoutRun): string[] {
  const worst = Math.max(...rows.map((r) => r.api.p99));
  const ratio = Math.min(...rows.map((r) => r.api.rps / r.sql.rps));
  return [
    `## Layout ${placement.layout}`,
    '',
    `${describe(placement)}. Worst API p99 ${worst} ms; lowest API/SQL ${ratio.toFixed(2)}.`,
    '',
    '| path | API req/s | API p50 ms | API p99 ms | SQL req/s | SQL p50 ms | SQL p99 ms | API/SQL | errors API/SQL |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.api.rps.toFixed(0)} | ${r.api.p50} | ${r.api.p99} | ${r.sql.rps.toFixed(0)} | ${r.sql.p50.toFixed(1)} | ${r.sql.p99.toFixed(1)} | ${(r.api.rps / r.sql.rps).toFixed(2)} | ${r.api.errors}/${r.sql.errors} |`,
    ),
    '',
  ];
}

const layouts: readonly Layout[] = values['all-layouts'] ? LAYOUTS : [parseLayout(values.layout)];
const runs: LayoutRun[] = [];
let measured = config.databaseUrl;
for (const layout of layouts) {
  const url = values['all-layouts'] ? await databaseForLayout(config.databaseUrl, layout) : config.databaseUrl;
  runs.push(await benchLayout(url, layout));
  measured = url;
}

const command = `npm run bench -- ${process.argv.slice(2).join(' ')}`.trim();
const report = [
  `# Benchmark ${new Date().toISOString()}`,
  '',
  `\`${command}\`: PostgreSQL, layouts ${layouts.join(', ')}. 10 connections, ${seconds} s per path, loopback; ${await runFacts(measured)}, the cores shared by server, database and load generator.`,
  'SQL = every query one API request ran (session, page, count), replayed straight through pg by 10 concurrent loops: a request whose total the memo knew, or on the path with changes one that counted it.',
  '',
  ...runs.flatMap(section),
].join('\n');
const dir = join(import.meta.dirname, '../../../bench/results');
mkdirSync(dir, { recursive: true });
const file = join(dir, `bench-${new Date().toISOString().replace(/[:.]/g, '-')}.md`);
writeFileSync(file, report);
console.log(`\n${report}\nReport written to ${file}`);
