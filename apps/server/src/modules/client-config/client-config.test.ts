import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('GET /public/client-config', () => {
  it('hands the page the DSN and our API origin when error reporting is on', async () => {
    t = await createTestApp({ SENTRY_DSN: 'https://abc123@o1.ingest.example.io/42', SENTRY_ENVIRONMENT: 'staging' });
    const res = await t.app.inject({ method: 'GET', url: '/api/public/client-config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      errorReporting: {
        dsn: 'https://abc123@o1.ingest.example.io/42',
        environment: 'staging',
        release: null,
        apiOrigin: 'http://app.test',
      },
    });
    // The page may send its reports there.
    expect(String(res.headers['content-security-policy'])).toContain('connect-src');
    const page = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(String(page.headers['content-security-policy'])).toMatch(
      /connect-src 'self' https:\/\/o1\.ingest\.example\.io/,
    );
  });

  it('is null without a DSN (the page then never loads the SDK)', async () => {
    t = await createTestApp();
    expect((await t.app.inject({ method: 'GET', url: '/api/public/client-config' })).json()).toEqual({
      errorReporting: null,
    });
  });
});
