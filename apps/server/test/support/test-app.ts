import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { type App, type AppDeps, buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import { TEST_PASSWORD } from './factories';
import { cloneTestDatabase } from './test-database';

export interface TestApp extends App {
  database: Database;
  /** Moves the app's clock forward (expiry of tokens, sessions, throttle windows). */
  advance(ms: number): void;
  /** Signs in and answers the session cookie header to send with later requests. */
  login(email: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

export async function createTestApp(
  env: Record<string, string> = {},
  deps: Partial<Pick<AppDeps, 'transports' | 'jobWorker'>> = {},
): Promise<TestApp> {
  const database = await cloneTestDatabase();
  return startTestApp(database, env, deps, () => database.close());
}

/**
 * Another server instance on the database of `first`, with its own memory (what N instances
 * behind a load balancer share is what lives in the database). Close it before `first`.
 */
export function createTwinApp(first: TestApp, env: Record<string, string> = {}): Promise<TestApp> {
  return startTestApp(first.database, env, {}, async () => {});
}

/** An instance with a database handle of its own (its own pool and LISTEN connection), closed with it. */
export function createTestAppOn(database: Database, env: Record<string, string> = {}): Promise<TestApp> {
  return startTestApp(database, env, {}, () => database.close());
}

async function startTestApp(
  database: Database,
  env: Record<string, string>,
  deps: Partial<Pick<AppDeps, 'transports' | 'jobWorker'>>,
  closeDatabase: () => Promise<void>,
): Promise<TestApp> {
  // Every test signs in from 127.0.0.1; the per-address limit has its own test.
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.DBG_LOG ?? 'silent',
    PUBLIC_URL: 'http://app.test',
    LOGIN_MAX_ATTEMPTS_PER_IP: '10000',
    ...env,
  });
  let offset = 0;
  let server: FastifyInstance | null = null;
  const built = await buildApp({
    config,
    database,
    now: () => new Date(Date.now() + offset),
    outboxWorker: 'manual',
    notificationScan: 'manual',
    fetch: (input, init) => injectFetch(server!, config.publicUrl, input, init),
    ...deps,
  });
  server = built.app;
  return {
    ...built,
    database,
    advance(ms) {
      offset += ms;
    },
    async login(email, password = TEST_PASSWORD) {
      const res = await built.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
      if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
      return sessionCookie(res);
    },
    async close() {
      await built.app.close();
      await closeDatabase();
    },
  };
}

export function sessionCookie(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === 'da_session');
  if (!cookie) throw new Error('no session cookie');
  return `da_session=${cookie.value}`;
}

/**
 * The app's HTTP client in tests: calls to our own public URL (the sandboxes, our webhooks) go
 * through app.inject, so clients and sandboxes speak real HTTP requests without a listening port.
 */
async function injectFetch(
  app: FastifyInstance,
  publicUrl: string,
  input: string | URL | Request,
  init: RequestInit = {},
): Promise<Response> {
  const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
  if (!url.href.startsWith(publicUrl)) throw new TypeError(`fetch failed: no network in tests (${url.href})`);
  const body = init.body;
  if (body !== undefined && body !== null && typeof body !== 'string' && !(body instanceof Uint8Array)) {
    throw new TypeError('test fetch sends string or byte bodies only');
  }
  const res = await app.inject({
    method: (init.method ?? 'GET') as 'GET',
    url: url.pathname + url.search,
    headers: Object.fromEntries(new Headers(init.headers)),
    payload: body === null || body === undefined ? undefined : typeof body === 'string' ? body : Buffer.from(body),
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(res.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
  }
  const empty = res.statusCode === 204 || res.statusCode === 304;
  return new Response(empty ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers });
}
