import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { z } from 'zod';

/** Written by the web build (apps/web/build-tools/route-preloads.ts) beside index.html. */
const PRELOADS_FILE = 'route-preloads.json';

const preloadList = z.array(
  z.object({
    path: z.string(),
    scripts: z.array(z.string()),
    styles: z.array(z.string()),
  }),
);

type Encoding = 'br' | 'gzip';

/** An index.html to send: its bytes, in the encoding given (none when null). */
export interface PageAnswer {
  body: Buffer;
  encoding: Encoding | null;
}

/** The built web app: where it is, and the index.html to answer for a client route. */
export interface WebIndex {
  root: string;
  file: string;
  /** index.html naming the chunks of this pathname's page, or null to send index.html as built. */
  page(pathname: string, acceptEncoding: string | undefined): PageAnswer | null;
}

/** Brotli, else gzip, when the client accepts it (`q=0` refuses); null for neither. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    if (!params.some((p) => /^q=0(?:\.0*)?$/.test(p))) accepted.add(name);
  }
  if (accepted.has('br') || accepted.has('*')) return 'br';
  return accepted.has('gzip') ? 'gzip' : null;
}

/** The page in each encoding, compressed once at start as the build compresses its files. */
function encoded(html: string): Record<Encoding | 'identity', Buffer> {
  const raw = Buffer.from(html);
  return {
    identity: raw,
    br: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
    gzip: gzipSync(raw, { level: constants.Z_BEST_COMPRESSION }),
  };
}

/** Asset URLs come from our own build; escaping keeps a stray quote from breaking the page anyway. */
const attr = (url: string) => url.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/**
 * The page's chunks and style sheets as <link>s, so the browser fetches them with the entry
 * instead of discovering them one level at a time (route table, layouts, page, first tab).
 * Style sheets are preloaded, not linked: they stay out of the render-blocking path, and the
 * lazy route that needs them adds its own <link rel="stylesheet"> from the cache. The chunks ask
 * for a low priority: at high priority about 90 of them shared a phone's bandwidth with the entry
 * and the first paint waited for all of them (Lighthouse mobile FCP 4.6 s; 2.2 s at low).
 */
function preloadLinks(scripts: readonly string[], styles: readonly string[]): string {
  return [
    ...scripts.map((s) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${attr(s)}">`),
    ...styles.map((s) => `<link rel="preload" as="style" crossorigin href="${attr(s)}">`),
  ].join('\n    ');
}

/**
 * Reads index.html and the build's route preloads once, at start. Each page's HTML is built then
 * too: answering a route costs a regular expression test per page.
 */
export function loadWebIndex(root: string, file = 'index.html'): WebIndex | null {
  const indexPath = join(root, file);
  if (!existsSync(indexPath)) return null;
  const listPath = join(root, PRELOADS_FILE);
  if (!existsSync(listPath)) return { root, file, page: () => null };
  const html = readFileSync(indexPath, 'utf8');
  if (!html.includes('</head>')) throw new Error(`${indexPath} has no </head> to add preloads before`);
  const pages = preloadList.parse(JSON.parse(readFileSync(listPath, 'utf8'))).map((p) => ({
    path: new RegExp(p.path),
    bodies: encoded(html.replace('</head>', `  ${preloadLinks(p.scripts, p.styles)}\n  </head>`)),
  }));
  return {
    root,
    file,
    page(pathname, acceptEncoding) {
      const found = pages.find((p) => p.path.test(pathname));
      if (!found) return null;
      const encoding = pickEncoding(acceptEncoding);
      return { body: found.bodies[encoding ?? 'identity'], encoding };
    },
  };
}
