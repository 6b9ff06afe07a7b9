import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// E2E_PORT, E2E_WEB_DIST and E2E_SERVER_DIST let two runs (two engineers' branches of work) share one machine.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);
const webDir = path.dirname(new URL(import.meta.url).pathname);

// A fresh directory per run. Workers load this file again: reuse the runner's directory.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-e2e-'));

// One server per worker, each on its own embedded database made by its own migrations and demo
// data: journeys that change shared records (a password, a record's stage) never meet another
// worker's. Playwright names the worker's slot (0 … workers-1) when it loads this file in the worker.
const serverUrl = (slot: number) => `http://127.0.0.1:${PORT + slot}`;
const baseURL = serverUrl(Number(process.env.TEST_PARALLEL_INDEX ?? 0));

export default defineConfig({
  testDir: './e2e',
  globalTeardown: './e2e/support/global-teardown.ts',
  outputDir: './test-results/artifacts',
  // Within a worker the journeys run in order on that worker's database (some change a password
  // and put it back); the files are shared out between the workers.
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  // scripts/test.mjs names the JSON report so its summary counts these tests too.
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/e2e.json' }]],
  use: {
    baseURL,
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
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
    },
  },
  webServer: Array.from({ length: WORKERS }, (_, slot) => ({
    command: `node ${process.env.E2E_SERVER_DIST ?? '../server/dist'}/main.js`,
    cwd: webDir,
    url: `${serverUrl(slot)}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(PORT + slot),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(process.env.E2E_DATA_DIR!, `server-${slot}`),
      PUBLIC_URL: serverUrl(slot),
      WEB_DIST: process.env.E2E_WEB_DIST ?? path.join(webDir, 'dist'),
      LOGIN_MAX_ATTEMPTS_PER_IP: '1000',
      LINK_MAX_CALLS_PER_IP: '1000',
      PAGE_MAX_REQUESTS_PER_IP: '100000',
      LOG_LEVEL: 'warn',
    },
  })),
});
