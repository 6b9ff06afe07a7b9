import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import type pg from 'pg';

const autocannonCli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
const run = promisify(execFile);

export interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  errors: number;
  non2xx: number;
}

/**
 * HTTP load on one URL: `connections` for `seconds`, autocannon over loopback in its own process,
 * so the load generator does not share the server's event loop.
 */
export async function loadUrl(
  url: string,
  headers: Record<string, string>,
  seconds: number,
  connections = 10,
): Promise<Figures> {
  const headerArgs = Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}=${v}`]);
  const args = [autocannonCli, '-j', '-c', String(connections), '-d', String(seconds), ...headerArgs, url];
  const { stdout } = await run(process.execPath, args);
  const result = JSON.parse(stdout) as AutocannonResult;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

export type CapturedQuery = pg.QueryConfig;

/**
 * The same SQL straight through pg: `workers` concurrent loops, each running one request's
 * queries in order, for `seconds`. One loop iteration = one request's worth of database work.
 */
export async function loadSql(
  pool: pg.Pool,
  queries: CapturedQuery[],
  seconds: number,
  workers = 10,
): Promise<Figures> {
  const latencies: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  let errors = 0;
  const worker = async () => {
    while (performance.now() < deadline) {
      const started = performance.now();
      try {
        for (const q of queries) await pool.query(q);
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: workers }, worker));
  latencies.sort((a, b) => a - b);
  const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0;
  return { rps: latencies.length / seconds, p50: at(0.5), p99: at(0.99), errors };
}
