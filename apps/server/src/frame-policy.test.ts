import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/support/test-app';

let dist: string;
beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

/** The page's CSP directives, by name. */
async function pagePolicy(env: Record<string, string>) {
  const t = await createTestApp({ WEB_DIST: dist, ...env });
  try {
    const res = await t.app.inject({ method: 'GET', url: '/metro-motors/appraisals/1' });
    expect(res.statusCode).toBe(200);
    const header = String(res.headers['content-security-policy']);
    return new Map(
      header.split(';').map((d) => {
        const [name, ...values] = d.trim().split(/\s+/);
        return [name!, values];
      }),
    );
  } finally {
    await t.close();
  }
}

describe("the page's frame-src", () => {
  it('names exactly the configured inspection service origin', async () => {
    const policy = await pagePolicy({ INSPECTION_URL: 'https://inspect.example.com/api/v1' });
    expect(policy.get('frame-src')).toEqual(['https://inspect.example.com']);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
  });

  it('with our own sandbox, whose report is framed by path from the page host: only self', async () => {
    const policy = await pagePolicy({});
    expect(policy.get('frame-src')).toEqual(["'self'"]);
  });
});
