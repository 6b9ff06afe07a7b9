// npm run bench:profile -- "<part of a path name>" [--seconds S] [--encoding "gzip, deflate, br, zstd"]
// (--encoding: the accept-encoding to send, as a browser does; autocannon and the bench send none)
// Loads one bench path with autocannon (10 connections): once to measure the server's CPU per
// request, then again while the V8 profiler samples the server,
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
  options: { seconds: { type: 'string', default: '5' }, encoding: { type: 'string' } },
});
const config = benchConfig('npm run bench:profile');
const { database } = capturingDatabase(config);
const started = await startBenchApp(config, database);
const path = benchPaths(started.sample).find((p) => p.name.includes(positionals[0] ?? ''));
if (!path) throw new Error(`No bench path named like "${positionals[0]}".`);
const { app, base } = started;
const headers = values.encoding ? { ...started.headers, 'accept-encoding': values.encoding } : started.headers;
const url = `${base}${path.url}`;
await loadUrl(url, headers, 2); // JIT warm-up, as a running server is

// The server's CPU (user + system: its socket writes are kernel time) per request, unprofiled: a
// figure that holds better than req/s on a machine busy with other work.
const seconds = Number(values.seconds);
const before = process.cpuUsage();
const plain = await loadUrl(url, headers, seconds);
const used = process.cpuUsage(before);
const perRequest = (micros: number) => (micros / 1000 / (plain.rps * seconds)).toFixed(3);
console.log(
  `${path.name}: ${plain.rps.toFixed(0)} req/s, p50 ${plain.p50} ms, p99 ${plain.p99} ms; server CPU per request ${perRequest(used.user + used.system)} ms (user ${perRequest(used.user)}, system ${perRequest(used.system)})`,
);

const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.start');
const figures = await loadUrl(url, headers, seconds);
const { profile } = (await session.post('Profiler.stop')) as { profile: CpuProfile };
session.disconnect();
await app.close();
await database.close();

const dir = join(import.meta.dirname, '../../../bench/results');
mkdirSync(dir, { recursive: true });
const file = join(dir, `profile-${new Date().toISOString().replace(/[:.]/g, '-')}.cpuprofile`);
writeFileSync(file, JSON.stringify(profile));
const summary = summariseProfile(profile);
console.log(`\nprofiled: ${figures.rps.toFixed(0)} req/s; ${printSummary(summary)}`);
const busy = summary.totalMs - summary.idleMs;
console.log(`\n${file}\n${(busy / (figures.rps * seconds)).toFixed(3)} ms sampled busy per request`);
