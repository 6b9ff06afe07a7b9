import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAppraisal, newDealer, newUser } from '../../test/support/factories';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { pickEncoding } from './web-pages';

const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/index-A1.js"></script></head><body><div id="root"></div></body></html>';

/** A web build with the route preloads the web build writes (build-tools/route-preloads.ts). */
const FAKE_DIST: Record<string, string> = {
  'index.html': INDEX,
  'assets/index-A1.js': 'export {};',
  'route-preloads.json': JSON.stringify([
    {
      path: '^\\/[^/]+\\/appraisals\\/\\d+\\/?$',
      scripts: ['/assets/app-routes-B2.js', '/assets/detail-page-C3.js'],
      styles: ['/assets/detail-page-D4.css'],
    },
    { path: '^\\/[^/]+\\/appraisals\\/?$', scripts: ['/assets/list-page-E5.js'], styles: [] },
  ]),
};

let t: TestApp;
let dist: string;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'web-pages-'));
  for (const [name, text] of Object.entries(FAKE_DIST)) {
    const file = join(dist, name);
    await mkdir(join(file, '..'), { recursive: true });
    await writeFile(file, text);
    await writeFile(`${file}.br`, brotliCompressSync(text));
    await writeFile(`${file}.gz`, gzipSync(text));
  }
  t = await createTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

const page = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('index.html of a main page', () => {
  it("names the page's chunks and style sheets for preloading, before </head>", async () => {
    const res = await page('/metro/appraisals/42?tab=documents', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    const html = brotliDecompressSync(res.rawPayload).toString();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/app-routes-B2.js">',
    );
    expect(head).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/detail-page-C3.js">',
    );
    expect(head).toContain('<link rel="preload" as="style" crossorigin href="/assets/detail-page-D4.css">');
    // Only this page's: not the list's.
    expect(html).not.toContain('list-page-E5.js');
    expect(html.replace(/\s*<link rel="(?:modulepreload|preload)[^>]*>/g, '').replace(/\s+<\/head>/, '</head>')).toBe(
      INDEX,
    );
  });

  it('is sent as gzip or plain to clients that take no brotli', async () => {
    const gz = await page('/metro/appraisals', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('href="/assets/list-page-E5.js"');
    const plain = await page('/metro/appraisals');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('href="/assets/list-page-E5.js"');
  });

  it('leaves other client routes with index.html as built', async () => {
    const res = await page('/metro/settings/profile', 'br');
    expect(res.statusCode).toBe(200);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(INDEX);
  });
});

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('deflate')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});

describe('index.html of a page with a first view', () => {
  const FRAME = '<header>Dealer Admin</header><main><h1 class="mantine-Title-root">Buying center</h1></main>';
  const CSS = '.mantine-Title-root{font-size:2rem}';
  // The record's first view: a skeleton heading, and the form the server names the vehicle in.
  const RECORD_FRAME = '<main><div class="mantine-Skeleton-root"></div></main>';
  const RECORD_TITLED = '<main><h1 class="mantine-Title-root">{{first-view-title}}</h1></main>';
  // index.html as Vite writes it: the entry, its shared chunks and its style sheet.
  const VIEWS_INDEX =
    '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-A1.js"></script>' +
    '<link rel="modulepreload" crossorigin href="/assets/shared-G7.js">' +
    '<link rel="stylesheet" crossorigin href="/assets/index-H8.css"></head><body><div id="root"></div></body></html>';
  let withViews: TestApp;
  let viewsDist: string;

  beforeAll(async () => {
    viewsDist = await mkdtemp(join(tmpdir(), 'web-pages-views-'));
    const files: Record<string, string> = {
      'index.html': VIEWS_INDEX,
      'route-preloads.json': JSON.stringify([
        {
          path: '^\\/[^/]+\\/appraisals\\/?$',
          scripts: ['/assets/list-page-E5.js'],
          styles: ['/assets/overlays-F6.css'],
          firstView: 'buying',
        },
        { path: '^\\/[^/]+\\/appraisals\\/returns\\/?$', scripts: ['/assets/list-page-E5.js'], styles: [] },
        { path: '^\\/[^/]+\\/appraisals\\/\\d+\\/?$', scripts: [], styles: [], firstView: 'record' },
      ]),
      'first-views.json': JSON.stringify({
        buying: { html: FRAME, css: CSS },
        record: { html: RECORD_FRAME, titled: RECORD_TITLED, css: CSS },
      }),
    };
    for (const [name, text] of Object.entries(files)) await writeFile(join(viewsDist, name), text);
    withViews = await createTestApp({ WEB_DIST: viewsDist });
  });
  afterAll(async () => {
    await withViews.close();
    await rm(viewsDist, { recursive: true, force: true });
  });

  it('carries the prerendered frame in #root, with its heading, and the CSS it uses in its head', async () => {
    const res = await withViews.app.inject({
      method: 'GET',
      url: '/metro/appraisals',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    const html = brotliDecompressSync(res.rawPayload).toString();
    expect(html).toContain(`<div id="root" data-first-view="buying">${FRAME}</div>`);
    expect(html).toMatch(/<h1[^>]*>Buying center<\/h1>/);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<style>${CSS}</style>`);
    // The whole sheets stay out of the render-blocking path: the frame has what it uses.
    expect(head).toContain('<link rel="preload" as="style" crossorigin href="/assets/overlays-F6.css">');
    // The entry's too: its sheet is preloaded for the app to apply (entry-styles.ts), its chunks wait.
    expect(head).not.toContain('rel="stylesheet"');
    expect(head).toContain('<link rel="preload" as="style" data-entry-style crossorigin href="/assets/index-H8.css">');
    expect(head).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/shared-G7.js">');
  });

  it("leaves a page without a first view with the entry's style sheet render-blocking", async () => {
    const res = await withViews.app.inject({ method: 'GET', url: '/metro/appraisals/returns' });
    expect(res.body).toContain('<link rel="stylesheet" crossorigin href="/assets/index-H8.css">');
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/shared-G7.js">');
  });

  describe("a record's page names its vehicle to the record dealer's members only", () => {
    let own: { slug: string; recordId: number; odd: number };
    let member: string;
    let outsider: string;
    let otherRecord: number;

    beforeAll(async () => {
      const { db } = withViews.ctx;
      const dealer = await newDealer(db);
      const other = await newDealer(db);
      const record = await newAppraisal(db, dealer.id, { year: 2019, make: 'Honda', model: 'Civic', trim: 'Sport' });
      // A make as typed by someone: it reaches the page as text, never as markup.
      const odd = await newAppraisal(db, dealer.id, {
        year: 2020,
        make: '<script>x</script>',
        model: 'A&B',
        trim: null,
      });
      own = { slug: dealer.slug, recordId: record.id, odd: odd.id };
      otherRecord = (await newAppraisal(db, other.id)).id;
      const staff = await newUser(db, { dealerIds: [dealer.id], roles: ['SALES'] });
      const stranger = await newUser(db, { dealerIds: [other.id], roles: ['DEALER_ADMIN'] });
      member = await withViews.login(staff.email);
      outsider = await withViews.login(stranger.email);
    });

    const recordPage = (path: string, cookie?: string) =>
      withViews.app.inject({ method: 'GET', url: path, headers: cookie ? { cookie } : {} });

    it("to a member: the vehicle as the page's heading and on #root, for their browser's cache only", async () => {
      const res = await recordPage(`/${own.slug}/appraisals/${own.recordId}?tab=documents`, member);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(res.body).toContain(
        '<div id="root" data-first-view="record" data-title="2019 Honda Civic Sport"><main><h1 class="mantine-Title-root">2019 Honda Civic Sport</h1></main></div>',
      );
      const odd = await recordPage(`/${own.slug}/appraisals/${own.odd}`, member);
      expect(odd.body).toContain('<h1 class="mantine-Title-root">2020 &lt;script&gt;x&lt;/script&gt; A&amp;B</h1>');
      expect(odd.body).not.toContain('<script>x');
    });

    it('to anyone else, or for a record not of the dealer in the path: the skeleton, the same for all', async () => {
      const skeleton = `<div id="root" data-first-view="record">${RECORD_FRAME}</div>`;
      const answers = await Promise.all([
        recordPage(`/${own.slug}/appraisals/${own.recordId}`),
        recordPage(`/${own.slug}/appraisals/${own.recordId}`, 'da_session=not-a-session'),
        recordPage(`/${own.slug}/appraisals/${own.recordId}`, outsider),
        recordPage(`/${own.slug}/appraisals/${otherRecord}`, member),
        recordPage(`/no-such-dealer/appraisals/${own.recordId}`, member),
        recordPage(`/${own.slug}/appraisals/99999999999999999999`, member),
      ]);
      for (const res of answers) {
        expect(res.statusCode).toBe(200);
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.body).toContain(skeleton);
        expect(res.body).not.toContain('data-title');
        expect(res.body).not.toContain('Honda');
      }
    });
  });

  it('leaves #root empty on the pages without one', async () => {
    const res = await withViews.app.inject({ method: 'GET', url: '/metro/appraisals/returns' });
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('data-first-view');
  });
});
