import type { LightMyRequestResponse } from 'fastify';
import { type App, type AppDeps, buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { TEST_PASSWORD } from './factories';
import { cloneTestDatabase } from './test-database';

export interface TestApp extends App {
  /** Moves the app's clock forward (expiry of tokens, sessions, throttle windows). */
  advance(ms: number): void;
  /** Signs in and answers the session cookie header to send with later requests. */
  login(email: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

export async function createTestApp(
  env: Record<string, string> = {},
  deps: Partial<Pick<AppDeps, 'transports'>> = {},
): Promise<TestApp> {
  const database = await cloneTestDatabase();
  // Every test signs in from 127.0.0.1; the per-address limit has its own test.
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://app.test',
    LOGIN_MAX_ATTEMPTS_PER_IP: '10000',
    ...env,
  });
  let offset = 0;
  const built = await buildApp({
    config,
    database,
    now: () => new Date(Date.now() + offset),
    outboxWorker: 'manual',
    ...deps,
  });
  return {
    ...built,
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
      await database.close();
    },
  };
}

export function sessionCookie(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === 'da_session');
  if (!cookie) throw new Error('no session cookie');
  return `da_session=${cookie.value}`;
}
