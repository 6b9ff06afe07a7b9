// npm test: every suite, one command, one closing line "N passed, N failed".
// API suites run on PGlite and again on PostgreSQL when TEST_DATABASE_URL is set.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const reports = join(root, 'test-results');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const results = [];

function run(name, cmd, args, { cwd = root, env = {}, report } = {}) {
  console.log(`\n=== ${name}`);
  const started = Date.now();
  const res = spawnSync(cmd, args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' });
  const counts = report ? readCounts(report) : null;
  const ok = res.status === 0;
  results.push({ name, ok, counts, seconds: Math.round((Date.now() - started) / 1000) });
  return ok;
}

function readCounts(file) {
  if (!existsSync(file)) return null;
  const json = JSON.parse(readFileSync(file, 'utf8'));
  if (json.stats) {
    // Playwright
    return {
      passed: json.stats.expected + json.stats.flaky,
      failed: json.stats.unexpected,
      skipped: json.stats.skipped,
    };
  }
  return {
    passed: json.numPassedTests,
    failed: json.numFailedTests,
    skipped: json.numPendingTests + json.numTodoTests,
  };
}

const vitest = (name, dir, report, env = {}, extra = []) =>
  run(
    name,
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...extra],
    {
      cwd: join(root, dir),
      env,
      report,
    },
  );

run('lint (biome)', 'npx', ['biome', 'check', '.']);
for (const p of ['packages/domain', 'apps/server', 'apps/web']) run(`typecheck ${p}`, 'npx', ['tsc', '-p', p]);

vitest('domain (unit, coverage)', 'packages/domain', join(reports, 'domain.json'), {}, ['--coverage']);
vitest('server API on PGlite', 'apps/server', join(reports, 'server-pglite.json'), { TEST_DB: 'pglite' });
if (process.env.TEST_DATABASE_URL) {
  vitest('server API on PostgreSQL', 'apps/server', join(reports, 'server-pg.json'), { TEST_DB: 'pg' });
} else {
  console.log('\n(TEST_DATABASE_URL unset: API suites ran on PGlite only)');
}
if (existsSync(join(root, 'apps/web/vitest.config.ts'))) vitest('web (unit)', 'apps/web', join(reports, 'web.json'));

if (run('build', 'npm', ['run', 'build'])) {
  run('quick start (npm run start:server on an empty DATA_DIR)', 'node', ['scripts/smoke-start.mjs']);
  run(
    'end-to-end (Playwright, system Chromium)',
    'npx',
    ['playwright', 'test', '-c', 'apps/web/playwright.config.ts'],
    {
      report: join(reports, 'e2e.json'),
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'e2e.json') },
    },
  );
}

console.log('\n=== summary');
let passed = 0;
let failed = 0;
let skipped = 0;
for (const r of results) {
  const c = r.counts;
  const detail = c ? ` ${c.passed} passed, ${c.failed} failed${c.skipped ? `, ${c.skipped} skipped` : ''}` : '';
  console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds}s)${detail}`);
  if (c) {
    passed += c.passed;
    failed += c.failed;
    skipped += c.skipped;
  }
  // A step that failed without countable tests (lint, typecheck, build, a crashed runner) counts as one failure.
  if (!r.ok && (!c || c.failed === 0)) failed += 1;
}
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
