import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { FIRST_VIEW_TITLE_SLOT } from '@dealer/domain';
import { z } from 'zod';

/** Written by the web build (apps/web/build-tools/route-preloads.ts) beside index.html. */
const PRELOADS_FILE = 'route-preloads.json';
/** Written by the web build too (apps/web/build-tools/first-views.ts): each first view's HTML and CSS by name. */
const FIRST_VIEWS_FILE = 'first-views.json';
/** The mount point in index.html, where a page's first view goes. */
const ROOT_ELEMENT = '<div id="root"></div>';

const preloadList = z.array(
  z.object({
    path: z.string(),
    scripts: z.array(z.string()),
    styles: z.array(z.string()),
    firstView: z.string().optional(),
  }),
);
const firstViewList = z.record(
  z.string(),
  z.object({ html: z.string(), css: z.string(), titled: z.string().optional() }),
);
type FirstView = z.infer<typeof firstViewList>[string];

type Encoding = 'br' | 'gzip';

/** An index.html to send: its bytes, in the encoding given (none when null). */
export interface PageAnswer {
  body: Buffer;
  encoding: Encoding | null;
  /** It names the user's record: for their browser only. */
  personal: boolean;
}

/** The built web app: where it is, and the index.html to answer for a client route. */
export interface WebIndex {
  root: string;
  file: string;
  /**
   * index.html naming the chunks of this pathname's page, or null to send index.html as built.
   * `title`: the page's subject (a record's vehicle), for a page whose first view can show it.
   */
  page(pathname: string, acceptEncoding: string | undefined, title?: string | null): PageAnswer | null;
  /** Whether this pathname's first view can show its subject (worth looking the title up). */
  takesTitle(pathname: string): boolean;
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

/** A page made for one request (it names the user's record), compressed fast. */
function encodedNow(html: string, encoding: Encoding | null): Buffer {
  const raw = Buffer.from(html);
  if (encoding === 'br') return brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  return encoding === 'gzip' ? gzipSync(raw, { level: 6 }) : raw;
}

/** Text for HTML, in an element or a quoted attribute. */
const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

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
 * index.html for a page whose first paint is its first view: nothing of the entry's is needed for
 * it (the view's CSS comes inline). The entry's style sheets become preloads, marked for the app to
 * apply in their place before it mounts (apps/web/src/app/first-view/entry-styles.ts), and its
 * chunks ask for a low priority, as the page's own do: on a phone's bandwidth both held back the
 * first paint (Lighthouse's render-blocking-resources).
 */
function deferEntry(html: string): string {
  return html
    .replace(
      /<link rel="stylesheet"((?: crossorigin)?) href="([^"]+)">/g,
      '<link rel="preload" as="style" data-entry-style$1 href="$2">',
    )
    .replaceAll('<link rel="modulepreload" crossorigin', '<link rel="modulepreload" fetchpriority="low" crossorigin');
}

/**
 * The page's HTML: index.html with its preloads and, when it has one, its first view: the shell
 * and the page's frame, prerendered from the app's components, in #root, and the rules of the
 * page's style sheets that it uses in a <style> (our CSP allows inline styles, not scripts), so it
 * paints as the app will without waiting for the whole sheets. The app replaces the frame once it
 * has drawn the page (apps/web/src/main.tsx), its sheets loaded by then.
 */
function pageHtml(
  html: string,
  page: z.infer<typeof preloadList>[number],
  firstView: FirstView | undefined,
  titled = false,
): string {
  const links = preloadLinks(page.scripts, page.styles);
  if (firstView === undefined) return html.replace('</head>', `  ${links}\n  </head>`);
  const css = firstView.css.replaceAll('</', '<\\/');
  // The titled form also names its subject on #root, where the app reads it (lib/first-view-title.ts).
  const rootAttrs = `data-first-view="${attr(page.firstView ?? '')}"${titled ? ` data-title="${FIRST_VIEW_TITLE_SLOT}"` : ''}`;
  const markup = titled ? (firstView.titled ?? '') : firstView.html;
  // Replaced by functions: a `$` in the markup or the CSS is not a replacement pattern.
  return deferEntry(html)
    .replace('</head>', () => `  ${links}\n    <style>${css}</style>\n  </head>`)
    .replace(ROOT_ELEMENT, () => `<div id="root" ${rootAttrs}>${markup}</div>`);
}

/** The build's first views (none when the build made none). */
function readFirstViews(root: string): Record<string, FirstView> {
  const path = join(root, FIRST_VIEWS_FILE);
  return existsSync(path) ? firstViewList.parse(JSON.parse(readFileSync(path, 'utf8'))) : {};
}

/**
 * Reads index.html and the build's route preloads once, at start. Each page's HTML is built then
 * too: answering a route costs a regular expression test per page.
 */
export function loadWebIndex(root: string, file = 'index.html'): WebIndex | null {
  const indexPath = join(root, file);
  if (!existsSync(indexPath)) return null;
  const listPath = join(root, PRELOADS_FILE);
  if (!existsSync(listPath)) return { root, file, page: () => null, takesTitle: () => false };
  const html = readFileSync(indexPath, 'utf8');
  if (!html.includes('</head>')) throw new Error(`${indexPath} has no </head> to add preloads before`);
  const firstViews = readFirstViews(root);
  if (Object.keys(firstViews).length > 0 && !html.includes(ROOT_ELEMENT)) {
    throw new Error(`${indexPath} has no ${ROOT_ELEMENT} to put first views in`);
  }
  const pages = preloadList.parse(JSON.parse(readFileSync(listPath, 'utf8'))).map((p) => {
    const view = p.firstView === undefined ? undefined : firstViews[p.firstView];
    // Split where the subject goes, so a request joins the parts around its escaped title.
    const titledParts = view?.titled ? pageHtml(html, p, view, true).split(FIRST_VIEW_TITLE_SLOT) : null;
    return { path: new RegExp(p.path), bodies: encoded(pageHtml(html, p, view)), titledParts };
  });
  const find = (pathname: string) => pages.find((p) => p.path.test(pathname));
  return {
    root,
    file,
    page(pathname, acceptEncoding, title) {
      const found = find(pathname);
      if (!found) return null;
      const encoding = pickEncoding(acceptEncoding);
      if (title && found.titledParts) {
        return { body: encodedNow(found.titledParts.join(escapeHtml(title)), encoding), encoding, personal: true };
      }
      return { body: found.bodies[encoding ?? 'identity'], encoding, personal: false };
    },
    takesTitle: (pathname) => Boolean(find(pathname)?.titledParts),
  };
}
