import { type ChildProcess, spawn } from 'node:child_process';
import { request } from 'node:http';
import { join } from 'node:path';

export { freePort } from './free-port';

export interface ServerProcess {
  child: ChildProcess;
  /** Everything it printed, stdout and stderr. */
  log: { out: string };
  exited: Promise<number | null>;
}

/**
 * A real server process from the sources (`node --import tsx src/main.ts`) on a PostgreSQL
 * database, listening on loopback: what the tests of several instances start, stop and kill.
 */
export function startServerProcess(opts: {
  databaseUrl: string;
  port: number;
  dataDir: string;
  logLevel?: string;
  env?: Record<string, string>;
}): ServerProcess {
  const log = { out: '' };
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(import.meta.dirname, '..', '..'),
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: opts.databaseUrl,
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      SESSION_SECRET: 'x'.repeat(40),
      LOG_LEVEL: opts.logLevel ?? 'warn',
      DATA_DIR: opts.dataDir,
      DEMO_DATA: 'false',
      WEB_DIST: join(opts.dataDir, 'no-web'),
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log.out += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log.out += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, log, exited };
}

export type Outcome = { status: number } | { error: string };

/** One GET on a connection of its own: its status, or the socket error that ended it. */
export function get(port: number, path: string, headers: Record<string, string>): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path, headers, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
      res.on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message }));
    });
    req.on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message }));
    req.end();
  });
}

/** Until /api/ready answers 200; the log's tail in the error when it never does. */
export async function waitReady(port: number, log: { out: string }): Promise<void> {
  // Generous: on a busy machine tsx alone takes seconds to start.
  const deadline = Date.now() + 40_000;
  while (Date.now() < deadline) {
    const answer = await get(port, '/api/ready', {});
    if ('status' in answer && answer.status === 200) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server on ${port} not ready:\n${log.out.slice(-2000)}`);
}

/** The JSON lines a server process logged with this message (a line still being written is left out). */
export function loggedLines<T extends object>(out: string, msg: string): T[] {
  const lines: T[] = [];
  for (const line of out.slice(0, out.lastIndexOf('\n') + 1).split('\n')) {
    if (!line.startsWith('{')) continue;
    const entry = JSON.parse(line) as T & { msg?: string };
    if (entry.msg === msg) lines.push(entry);
  }
  return lines;
}

/** Signs in on a server process as a browser would; answers the cookie header for later requests. */
export async function signInOver(port: number, email: string, password: string): Promise<string> {
  const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (login.status !== 200) throw new Error(`sign-in on ${port} answered ${login.status}`);
  return login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
