import { type ChildProcess, spawn } from 'node:child_process';
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
