import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { registerErrorHandler } from './error-handler';
import type { WebIndex } from './web-pages';

const RATE_LIMITED = {
  error: { code: 'RATE_LIMITED', message: 'Too many requests. Please wait a few minutes and try again.' },
};

describe('page loads past the limit per address', () => {
  it('are answered 429 before the title of the record page is looked up', async () => {
    const app = Fastify();
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: () => ({ statusCode: 429, code: 'RATE_LIMITED', message: RATE_LIMITED.error.message }),
    });
    // A build whose every page shows its subject, so every page load would look its title up.
    const web: WebIndex = {
      root: '/nowhere',
      file: 'index.html',
      takesTitle: () => true,
      page: (_pathname, _encoding, title) => ({
        body: Buffer.from(`<h1>${title}</h1>`),
        encoding: null,
        personal: true,
      }),
    };
    const lookups: string[] = [];
    const title = async (_request: unknown, pathname: string) => {
      lookups.push(pathname);
      return '2021 Honda Accord';
    };
    registerErrorHandler(app, web, title, app.rateLimit({ max: 3, timeWindow: 60_000 }));
    try {
      const statuses: number[] = [];
      for (let i = 1; i <= 5; i++) {
        statuses.push((await app.inject({ method: 'GET', url: `/metro/appraisals/${i}` })).statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      expect(lookups).toEqual(['/metro/appraisals/1', '/metro/appraisals/2', '/metro/appraisals/3']);
      const limited = await app.inject({ method: 'GET', url: '/metro/appraisals/6' });
      expect(limited.json()).toEqual(RATE_LIMITED);
      expect(limited.headers['retry-after']).toBeDefined();
      // The API's unknown routes stay plain 404s, outside the pages' count.
      expect((await app.inject({ method: 'GET', url: '/api/nothing' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  describe('in the app, counted in the database over all instances', () => {
    let t: TestApp;
    let dist: string;
    beforeAll(async () => {
      dist = await mkdtemp(join(tmpdir(), 'page-limit-'));
      await writeFile(join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
      t = await createTestApp({ WEB_DIST: dist, PAGE_MAX_REQUESTS_PER_IP: '3' });
    });
    afterAll(async () => {
      await t.close();
      await rm(dist, { recursive: true, force: true });
    });

    it('answers the page until the limit, then 429 in the error shape', async () => {
      const statuses: number[] = [];
      for (const url of ['/', '/metro/appraisals', '/metro/appraisals/42']) {
        statuses.push((await t.app.inject({ method: 'GET', url })).statusCode);
      }
      expect(statuses).toEqual([200, 200, 200]);
      const limited = await t.app.inject({ method: 'GET', url: '/metro/appraisals/42' });
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual(RATE_LIMITED);
      // The API keeps its own limits: a page's count does not reach it.
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    });
  });
});
