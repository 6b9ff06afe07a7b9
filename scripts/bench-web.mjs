// npm run bench:web: Lighthouse (mobile and desktop) on the login page, the Buying center and an
// appraisal's detail page, against the built app served by our own server on a fresh demo
// database, in the system Chromium. Prints a Markdown table for the README. Not a test.
//   BENCH_PORT (default 3290), CHROME_PATH (default /usr/bin/chromium),
//   BENCH_RUNS (default 3: each page runs that often and the run with the median performance score
//   is reported, as Lighthouse's docs advise on a machine whose load varies),
//   BENCH_ONLY (e.g. "mobile Login": only the rows whose "form factor page" contains it),
//   BENCH_RESULTS (a directory for the full Lighthouse JSON reports; off by default).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const root = join(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 3290);
const base = `http://127.0.0.1:${port}`;
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const resultsDir = process.env.BENCH_RESULTS;
const runs = Number(process.env.BENCH_RUNS ?? 3);
const only = process.env.BENCH_ONLY ?? '';
const categories = ['performance', 'accessibility', 'best-practices'];
const DEMO = { email: 'admin@demo.test', password: 'demo1234' };

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function waitFor(check, what, ms = 120_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check().catch(() => null);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(250);
  }
}

/** Our server on an empty data directory (it migrates and loads the demo data). */
function startServer(dataDir) {
  return spawn('node', [join(root, 'apps/server/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      WEB_DIST: join(root, 'apps/web/dist'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

/** Chromium with a DevTools port of its own choosing, read back from its profile directory. */
async function startChrome(profile) {
  const chrome = spawn(
    chromePath,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
      '--no-default-browser-check',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-extensions',
      `--user-data-dir=${profile}`,
      '--remote-debugging-port=0',
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const portLine = await waitFor(
    async () => readFileSync(join(profile, 'DevToolsActivePort'), 'utf8').split('\n')[0],
    'Chromium DevTools port',
    30_000,
  );
  return { chrome, port: Number(portLine) };
}

/** Signs in as the demo admin: the session cookie, Metro Motors' slug and one of its appraisals. */
async function signIn() {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  if (res.status !== 200) throw new Error(`demo sign-in answered ${res.status}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c.startsWith('da_session='));
  const session = await res.json();
  const dealer = session.dealers.find((d) => d.slug === 'metro-motors') ?? session.dealers[0];
  const list = await fetch(`${base}/api/appraisals?range=${encodeURIComponent('[0,0]')}`, {
    headers: { cookie, 'x-dealer-id': String(dealer.id) },
  });
  const [row] = await list.json();
  if (!row) throw new Error('the demo dealer has no appraisal to open');
  return { cookie, slug: dealer.slug, appraisalId: row.id };
}

/** The page's scripts: bytes as gzip would send them (the build's .gz, the budget's measure) and as sent (brotli). */
function scriptBytes(lhr) {
  const scripts = lhr.audits['network-requests'].details.items.filter((i) => i.resourceType === 'Script');
  const gzip = scripts.reduce(
    (n, s) => n + readFileSync(join(root, 'apps/web/dist', `${new URL(s.url).pathname}.gz`)).length,
    0,
  );
  return { gzip, sent: scripts.reduce((n, s) => n + s.transferSize, 0), files: scripts.length };
}

async function run(url, formFactor, chromePort, headers) {
  const flags = {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: categories,
    extraHeaders: headers,
  };
  const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  return result.lhr;
}

const dataDir = mkdtempSync(join(tmpdir(), 'dealer-bench-web-'));
const profile = mkdtempSync(join(tmpdir(), 'dealer-bench-chrome-'));
const server = startServer(dataDir);
let chrome = null;
const rows = [];
let loginScripts = null;
try {
  await waitFor(async () => (await fetch(`${base}/api/health`)).ok, 'the server');
  const { cookie, slug, appraisalId } = await signIn();
  const started = await startChrome(profile);
  chrome = started.chrome;
  const pages = [
    { name: 'Login', path: '/auth/login', headers: undefined },
    { name: 'Buying center', path: `/${slug}/appraisals`, headers: { Cookie: cookie } },
    { name: 'Appraisal detail', path: `/${slug}/appraisals/${appraisalId}`, headers: { Cookie: cookie } },
  ];
  for (const formFactor of ['mobile', 'desktop']) {
    for (const page of pages) {
      if (!`${formFactor} ${page.name}`.includes(only)) continue;
      const all = [];
      for (let i = 0; i < runs; i++) all.push(await run(`${base}${page.path}`, formFactor, started.port, page.headers));
      all.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
      const lhr = all[Math.floor(all.length / 2)];
      if (resultsDir) {
        mkdirSync(resultsDir, { recursive: true });
        const file = `${formFactor}-${page.name.toLowerCase().replaceAll(' ', '-')}.json`;
        writeFileSync(join(resultsDir, file), JSON.stringify(lhr));
      }
      const score = (c) => lhr.categories[c].score;
      const failed = Object.values(lhr.audits)
        .filter(
          (a) =>
            a.score !== null && a.score < 0.9 && ['binary', 'numeric', 'metricSavings'].includes(a.scoreDisplayMode),
        )
        .map((a) => a.id);
      if (page.name === 'Login' && formFactor === 'mobile') loginScripts = scriptBytes(lhr);
      rows.push({
        formFactor,
        page: page.name,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        fcp: lhr.audits['first-contentful-paint'].numericValue,
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        transfer: lhr.audits['total-byte-weight'].numericValue,
        finalUrl: lhr.finalDisplayedUrl,
        failed,
      });
      const scores = all.map((r) => r.categories.performance.score).join(', ');
      const tbts = all.map((r) => Math.round(r.audits['total-blocking-time'].numericValue)).join(', ');
      console.error(`${formFactor} ${page.name}: performance ${scores}; TBT ${tbts} ms (${lhr.finalDisplayedUrl})`);
    }
  }
} finally {
  chrome?.kill();
  server.kill();
  await sleep(500);
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(profile, { recursive: true, force: true });
}

const kib = (n) => `${(n / 1024).toFixed(0)} KiB`;
const sec = (ms) => `${(ms / 1000).toFixed(1)} s`;
console.log(
  '| form factor | page | performance | accessibility | best practices | FCP | LCP | TBT | CLS | transferred |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const r of rows) {
  console.log(
    `| ${r.formFactor} | ${r.page} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${sec(r.fcp)} | ${sec(r.lcp)} | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${kib(r.transfer)} |`,
  );
}
if (loginScripts) {
  console.log(
    `\nLogin page JavaScript: ${loginScripts.files} files, ${loginScripts.gzip} bytes gzip (${kib(loginScripts.gzip)}), ${loginScripts.sent} bytes sent as brotli.`,
  );
}
for (const r of rows)
  if (r.failed.length) console.log(`\n${r.formFactor} ${r.page}: failing audits ${r.failed.join(', ')}`);
