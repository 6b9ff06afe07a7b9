// The README's quick start, checked: `npm run start:server` (what `npm start` runs after the
// build) on an empty data directory must migrate, load the demo data and serve the app.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = Number(process.env.SMOKE_PORT ?? 3199);
const dataDir = mkdtempSync(join(tmpdir(), 'dealer-smoke-'));
const server = spawn('npm', ['run', 'start:server'], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'inherit', 'inherit'],
  detached: true,
});
const base = `http://127.0.0.1:${port}`;
let failure = null;
try {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error('no answer from /api/health within 60 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  const page = await fetch(`${base}/auth/login`);
  // The sign-in page comes with its first view: #root carries its markup (web-pages.ts).
  if (!page.ok || !(await page.text()).includes('<div id="root"')) throw new Error('the web app is not served');
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.test', password: 'demo1234' }),
  });
  if (login.status !== 200) throw new Error(`demo sign-in answered ${login.status}`);
  console.log('quick start: server up, web app served, demo sign-in works');
} catch (err) {
  failure = err;
} finally {
  // The server (and npm above it) may already have exited: that is the failure being reported.
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {}
  rmSync(dataDir, { recursive: true, force: true });
}
if (failure) {
  console.error(`quick start failed: ${failure.message}`);
  process.exit(1);
}
