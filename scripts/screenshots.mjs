// npm run screenshots: the README's pictures, made from the demo data so they stay true.
// Starts the built server (`npm run build` first) on an empty DATA_DIR, which loads the demo
// data, signs in as the demo dealer admin in the system Chromium and writes docs/images/*.png.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// playwright-core comes with the web app's @playwright/test; the browser is the system's.
import { chromium } from 'playwright-core';

const root = join(import.meta.dirname, '..');
const out = join(root, 'docs/images');
const port = Number(process.env.SCREENSHOT_PORT ?? 3295);
const base = `http://127.0.0.1:${port}`;
const DEALER = 'metro-motors';
const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
// The README shows them small; past this a picture is too heavy for a page people clone.
const MAX_BYTES = 300 * 1024;

for (const built of ['apps/server/dist/main.js', 'apps/web/dist/index.html']) {
  if (!existsSync(join(root, built))) {
    console.error(`${built} is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'dealer-screenshots-'));
const server = spawn('node', ['apps/server/dist/main.js'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
  detached: true,
});

async function waitForServer() {
  // A first start migrates and loads the demo data before it listens: seconds on an idle machine,
  // minutes on a busy one (the Playwright servers are given 180 s).
  const started = Date.now();
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) {
      console.log(
        `server up on an empty DATA_DIR (migrations and demo data) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      return;
    }
    if (Date.now() > deadline) throw new Error('no answer from /api/health within 300 s');
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Signs the context in through the API (its cookie is the browser's) and answers the dealer's id. */
async function signIn(context) {
  const res = await context.request.post(`${base}/api/auth/login`, {
    data: { email: 'admin@demo.test', password: 'demo1234' },
  });
  if (res.status() !== 200) throw new Error(`demo sign-in answered ${res.status()}`);
  const { dealers } = await res.json();
  const dealer = dealers.find((d) => d.slug === DEALER);
  if (!dealer) throw new Error(`admin@demo.test is not in ${DEALER}`);
  return dealer.id;
}

/** The Buying center's newest records, as its first page lists them. */
async function newestRows(context, dealerId) {
  const params = new URLSearchParams({ range: '[0,24]', sort: '["id","DESC"]' });
  const res = await context.request.get(`${base}/api/appraisals?${params}`, {
    headers: { 'x-dealer-id': String(dealerId) },
  });
  if (!res.ok()) throw new Error(`the appraisal list answered ${res.status()}`);
  return res.json();
}

/** The list's counts are in and its skeleton has given way to rows (or cards, on a phone). */
async function listDrawn(page) {
  await page.getByTestId('tab-count').first().waitFor();
  await page.getByTestId('list-skeleton').first().waitFor({ state: 'detached' });
}

async function shoot(page, name) {
  // Rows and panels are drawn in transitions after their data: let them settle.
  await page.waitForTimeout(1500);
  const file = join(out, `${name}.png`);
  await page.screenshot({ path: file });
  const size = statSync(file).size;
  console.log(`${file}: ${(size / 1024).toFixed(0)} KB`);
  if (size > MAX_BYTES) throw new Error(`${name}.png is ${(size / 1024).toFixed(0)} KB, over ${MAX_BYTES / 1024} KB`);
}

let failure = null;
let browser = null;
try {
  await waitForServer();
  mkdirSync(out, { recursive: true });
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });

  const wide = await browser.newContext({ viewport: WIDE, baseURL: base });
  const dealerId = await signIn(wide);
  const rows = await newestRows(wide, dealerId);
  // A record with all four book values makes a full worksheet.
  const record = rows.find((r) => r.mmrVal && r.jdpVal && r.galvesVal && r.blackbookVal) ?? rows[0];
  if (!record) throw new Error('the demo dealer has no appraisals');

  const page = await wide.newPage();
  await page.goto(`/${DEALER}/appraisals`);
  await listDrawn(page);
  await shoot(page, 'appraisal-list');

  await page.goto(`/${DEALER}/appraisals/${record.id}?tab=worksheet`);
  await page.getByRole('button', { name: 'Save worksheet' }).waitFor();
  await shoot(page, 'appraisal-record');

  const phone = await browser.newContext({ viewport: PHONE, baseURL: base, isMobile: true, hasTouch: true });
  await signIn(phone);
  const phonePage = await phone.newPage();
  await phonePage.goto(`/${DEALER}/appraisals`);
  await listDrawn(phonePage);
  await shoot(phonePage, 'appraisal-list-phone');
} catch (err) {
  failure = err;
} finally {
  await browser?.close();
  // The server (and anything under it) may already have exited: that is the failure reported.
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {}
  if (server.exitCode === null) await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
if (failure) {
  console.error(`screenshots failed: ${failure.message}`);
  process.exit(1);
}
