import type { Plugin } from 'vite';
import { type BundleLike, chunkOfModule, chunksOf, closure } from './bundle-graph.ts';

/** A page of the app: the route chunks it loads past the entry and, when preloaded, its URLs. */
export interface PageChunks {
  /** Its name in the build's size report, e.g. "page /{dslug}/appraisals". */
  name: string;
  /** Its lazy route modules (layouts, page, first tab), as paths under the web app. */
  modules: string[];
  /** Its pathnames: the server names those chunks in the index.html it answers for them. */
  path?: RegExp;
  /** Its first view (src/app/first-view): the server puts that HTML in #root for these paths. */
  firstView?: string;
}

/** One row of route-preloads.json, read by the server (apps/server/src/plugins/web-pages.ts). */
export interface RoutePreload {
  /** RegExp source matched against the request's pathname. */
  path: string;
  /** Absolute URLs of the page's JavaScript beyond the entry's: for <link rel="modulepreload">. */
  scripts: string[];
  /** Its style sheets beyond the entry's: for <link rel="preload" as="style">. */
  styles: string[];
  /** The name of its first view in first-views.json, when it has one. */
  firstView?: string;
}

export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/** The pages' preload lists, computed from the bundle: chunk names in, file lists out. */
export function routePreloadList(pages: readonly PageChunks[], bundle: BundleLike): RoutePreload[] {
  const chunks = chunksOf(bundle);
  const entry = [...chunks.values()].find((c) => c.isEntry);
  if (!entry) throw new Error('route-preloads: the bundle has no entry chunk');
  const inHtml = new Set<string>();
  closure(entry.fileName, chunks, inHtml);
  const entryCss = new Set([...inHtml].flatMap((f) => [...(chunks.get(f)?.viteMetadata?.importedCss ?? [])]));

  const preloads: RoutePreload[] = [];
  for (const page of pages) {
    if (!page.path) continue;
    const seen = new Set(inHtml);
    const files: string[] = [];
    for (const module of page.modules) closure(chunkOfModule(chunks, module).fileName, chunks, seen, files);
    const styles = new Set(files.flatMap((f) => [...(chunks.get(f)?.viteMetadata?.importedCss ?? [])]));
    preloads.push({
      path: page.path.source,
      scripts: files.map((f) => `/${f}`),
      styles: [...styles].filter((f) => !entryCss.has(f)).map((f) => `/${f}`),
      ...(page.firstView ? { firstView: page.firstView } : {}),
    });
  }
  return preloads;
}

/**
 * Writes route-preloads.json: for each page with a path, the chunks it needs beyond the entry's.
 * Without it the browser finds them one level at a time (entry, route table, layouts and page,
 * then the page's first tab), a round trip each; the server lists them in the page's index.html.
 */
export function routePreloads(pages: readonly PageChunks[]): Plugin {
  return {
    name: 'route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const list = routePreloadList(pages, bundle as unknown as BundleLike);
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: `${JSON.stringify(list, null, 1)}\n` });
    },
  };
}
