import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAppraisal } from '../../test/support/factories';
import { dealerWithStaff } from '../../test/support/fixtures';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { acceptedEncoding } from './compression';
import { IMMUTABLE } from './web-static';

/** A web build as Vite and our precompress plugin leave it: each file with a .br and a .gz. */
const FAKE_DIST: Record<string, string> = {
  'index.html': `<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div>${' '.repeat(600)}</body></html>`,
  'assets/index-Ab12Cd34.js': `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ i, label: `row ${i}` })))};`,
  'assets/index-Ef56Gh78.css': `${Array.from({ length: 100 }, (_, i) => `.c${i}{color:#${String(i).padStart(6, '0')}}`).join('\n')}`,
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>',
};

async function writeFakeDist(root: string) {
  for (const [name, text] of Object.entries(FAKE_DIST)) {
    const file = join(root, name);
    await mkdir(join(file, '..'), { recursive: true });
    await writeFile(file, text);
    await writeFile(`${file}.br`, brotliCompressSync(text));
    await writeFile(`${file}.gz`, gzipSync(text));
  }
}

function decode(encoding: string | undefined, body: Buffer): string {
  if (encoding === 'br') return brotliDecompressSync(body).toString();
  if (encoding === 'gzip') return gunzipSync(body).toString();
  return body.toString();
}

let t: TestApp;
let dist: string;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'web-dist-'));
  await writeFakeDist(dist);
  t = await createTestApp({ WEB_DIST: dist });
  // An event stream, as a live-update route would send one: it must reach the client unbuffered.
  t.app.get('/api/test-events', { config: { access: 'public' } }, (_req, reply) =>
    reply.type('text/event-stream').send(`data: ${'x'.repeat(4000)}\n\n`),
  );
  // An answer a service keeps as bytes and sends again, then replaces (as /dealer_stats does).
  let kept = Buffer.from(JSON.stringify({ rows: Array.from({ length: 300 }, (_, i) => i) }));
  t.app.get('/api/test-kept', { config: { access: 'public' } }, (_req, reply) =>
    reply.type('application/json').send(kept),
  );
  t.app.post('/api/test-kept', { config: { access: 'public' } }, (_req, reply) => {
    kept = Buffer.from(JSON.stringify({ rows: ['replaced', ...Array.from({ length: 300 }, (_, i) => i)] }));
    return reply.send({ ok: true });
  });
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding, ...headers } : headers,
  });

describe('built web app: precompressed files', () => {
  it.each(['br', 'gzip'])(
    'answers every file with content-encoding %s when the browser accepts it',
    async (encoding) => {
      for (const [name, text] of Object.entries(FAKE_DIST)) {
        const res = await get(`/${name}`, encoding);
        expect(res.statusCode, name).toBe(200);
        expect(res.headers['content-encoding'], name).toBe(encoding);
        expect(res.headers.vary, name).toMatch(/accept-encoding/i);
        expect(decode(encoding, res.rawPayload), name).toBe(text);
        // The file the build wrote, sent with its length: not compressed again on each request.
        const stored = await readFile(join(dist, `${name}.${encoding === 'br' ? 'br' : 'gz'}`));
        expect(res.headers['content-length'], name).toBe(String(stored.length));
        expect(Buffer.compare(res.rawPayload, stored), name).toBe(0);
      }
    },
  );

  it('prefers brotli, keeps the type of the original file, and sends it plain to a client without encodings', async () => {
    const js = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br');
    expect(js.headers['content-encoding']).toBe('br');
    expect(js.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    const plain = await get('/assets/index-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(FAKE_DIST['assets/index-Ab12Cd34.js']);
  });

  it('caches hashed assets for good; index.html and the client routes it answers always revalidate', async () => {
    for (const name of ['assets/index-Ab12Cd34.js', 'assets/index-Ef56Gh78.css']) {
      expect((await get(`/${name}`, 'br')).headers['cache-control'], name).toBe(IMMUTABLE);
    }
    expect((await get('/index.html', 'br')).headers['cache-control']).toBe('no-cache');
    const page = await get('/metro/appraisals', 'br');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(decode(page.headers['content-encoding'] as string, page.rawPayload)).toBe(FAKE_DIST['index.html']);
  });
});

describe('API answers', () => {
  it('compresses JSON over 1 KB (brotli or gzip) and leaves smaller answers alone', async () => {
    const { dealerId, writer } = await dealerWithStaff(t);
    const open = { appraisalTypeId: 1, appraisalStatusId: null, deletedAt: null, trfDealerId: null };
    for (let i = 0; i < 5; i++) await newAppraisal(t.ctx.db, dealerId, open);
    const headers = { cookie: writer, 'x-dealer-id': String(dealerId) };
    const plain = await get('/api/appraisals', undefined, headers);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    for (const encoding of ['br', 'gzip']) {
      const res = await get('/api/appraisals', encoding, headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.rawPayload.length).toBeLessThan(plain.body.length);
      // Compressed in one call, not streamed: sent with its length.
      expect(res.headers['content-length']).toBe(String(res.rawPayload.length));
      expect(res.headers['x-total-count']).toBe(plain.headers['x-total-count']);
      expect(JSON.parse(decode(encoding, res.rawPayload))).toEqual(plain.json());
    }
    // What a browser sends, and a client refusing brotli.
    expect((await get('/api/appraisals', 'gzip, deflate, br, zstd', headers)).headers['content-encoding']).toBe('br');
    expect((await get('/api/appraisals', 'br;q=0, gzip', headers)).headers['content-encoding']).toBe('gzip');
    expect((await get('/api/appraisals', 'identity', headers)).headers['content-encoding']).toBeUndefined();
    const small = await get('/api/health', 'br, gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ status: 'ok' });
  });

  it('sends file downloads as stored, with their length, to a client that accepts compression', async () => {
    const { dealerId, writer } = await dealerWithStaff(t);
    const row = await newAppraisal(t.ctx.db, dealerId, {
      appraisalTypeId: 1,
      appraisalStatusId: null,
      deletedAt: null,
    });
    const pdf = Buffer.from(`%PDF-1.7\n${'% a payoff letter\n'.repeat(200)}%%EOF\n`);
    const headers = { cookie: writer, 'x-dealer-id': String(dealerId) };
    const doc = (
      await t.app.inject({
        method: 'POST',
        url: `/api/appraisals/${row.id}/documents`,
        headers,
        payload: { name: 'payoff.pdf', size: pdf.length, type: 'application/pdf', typeName: 'payoff' },
      })
    ).json();
    const put = await t.app.inject({
      method: 'PUT',
      url: new URL(doc.uploadUrl).pathname,
      payload: pdf,
      headers: { 'content-type': 'application/pdf' },
    });
    expect(put.statusCode).toBe(200);
    const [item] = (await get(`/api/appraisals/${row.id}/documents`, undefined, headers)).json().payoff;
    const file = await get(item.link, 'br, gzip');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-encoding']).toBeUndefined();
    expect(file.headers['content-length']).toBe(String(pdf.length));
    expect(Buffer.compare(file.rawPayload, pdf)).toBe(0);
  });

  it('sends event streams uncompressed, so each event arrives as it is written', async () => {
    const res = await get('/api/test-events', 'br, gzip');
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toMatch(/^data: x+\n\n$/);
  });
});

describe('acceptedEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['BR ; q=0.1', 'br'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', null],
    ['deflate, zstd', null],
    ['gzip;q=0', null],
    ['', null],
    [undefined, null],
  ])('%s -> %s', (header, encoding) => {
    expect(acceptedEncoding(header)).toBe(encoding);
  });
});

describe('answers kept as bytes', () => {
  it('are compressed for each encoding, the same bytes again, and a replaced answer anew', async () => {
    const plain = (await get('/api/test-kept')).body;
    for (const encoding of ['br', 'gzip', 'br']) {
      const res = await get('/api/test-kept', encoding);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(decode(encoding, res.rawPayload)).toBe(plain);
    }
    await t.app.inject({ method: 'POST', url: '/api/test-kept' });
    const replaced = await get('/api/test-kept', 'br');
    expect(JSON.parse(decode('br', replaced.rawPayload)).rows[0]).toBe('replaced');
  });
});
