// npm run bench:profile -- "<part of a path name>" [--seconds S]
// Loads one bench path with autocannon (10 connections) while the V8 profiler samples the server,
// then writes the .cpuprofile to bench/results/ (open it in Chrome DevTools) and prints where the
// server's CPU went: by package, by function, and by function with its callees.
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { benchConfig, capturingDatabase, startBenchApp } from './bench-app';
import { type CpuProfile, printSummary, summariseProfile } from './cpu-profile';
import { loadUrl } from './measure';
import { benchPaths } from './paths';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { seconds: { type: 'string', default: '5' } },
});
const path = benchPaths().find((p) => p.name.includes(positionals[0] ?? ''));
if (!path) throw new Error(`No bench path named like "${positionals[0]}".`);

const config = benchConfig('npm run bench:profile');
const { database } = capturingDatabase(config);
const { app, base, headers } = await startBenchApp(config, database);
const url = `${base}${path.url}`;
await loadUrl(url, headers, 2); // JIT warm-up, as a running server is

const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.start');
const figures = await loadUrl(url, headers, Number(values.seconds));
const { profile } = (await session.post('Profiler.stop')) as { profile: CpuProfile };
session.disconnect();
await app.close();
await database.close();

const dir = join(import.meta.dirname, '../../../bench/results');
mkdirSync(dir, { recursive: true });
const file = join(dir, `profile-${new Date().toISOString().replace(/[:.]/g, '-')}.cpuprofile`);
writeFileSync(file, JSON.stringify(profile));
const requests = figures.rps * Number(values.seconds);
const summary = summariseProfile(profile);
console.log(`${path.name}: ${figures.rps.toFixed(0)} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms`);
console.log(printSummary(summary));
const busy = summary.totalMs - summary.idleMs;
console.log(`\n${file}\n${(busy / requests).toFixed(3)} ms of the server process's CPU per request`);
