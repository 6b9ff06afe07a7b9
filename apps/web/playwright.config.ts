import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// E2E_PORT, E2E_WEB_DIST and E2E_SERVER_DIST let two runs (two engineers' branches of work) share one machine.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${PORT}`;
const webDir = path.dirname(new URL(import.meta.url).pathname);

// A fresh embedded database per run. Workers load this file again: reuse the runner's directory.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-e2e-'));

export default defineConfig({
  testDir: './e2e',
  globalTeardown: './e2e/support/global-teardown.ts',
  outputDir: './test-results/artifacts',
  // The journeys share one database; some change a password and put it back, so run them in order.
  fullyParallel: false,
  workers: 1,
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
  webServer: {
    command: `node ${process.env.E2E_SERVER_DIST ?? '../server/dist'}/main.js`,
    cwd: webDir,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      PUBLIC_URL: baseURL,
      WEB_DIST: process.env.E2E_WEB_DIST ?? path.join(webDir, 'dist'),
      LOGIN_MAX_ATTEMPTS_PER_IP: '1000',
      LOG_LEVEL: 'warn',
    },
  },
});
