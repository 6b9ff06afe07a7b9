import { constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { type BundleLike, chunkOfModule, chunksOf, closure } from './bundle-graph.ts';

/**
 * DESIGN section 8: "The web build reports its gzip size per route chunk." For the entry and each
 * lazy route chunk, prints the gzip size of all JavaScript the browser downloads to show it
 * (the chunk, its static imports, and the entry's). A page over its budget (gzip bytes) fails
 * the build. `pages` names each page's route modules (paths under the web app).
 */
export function routeSizeReport(pages: Record<string, string[]> = {}, budgets: Record<string, number> = {}): Plugin {
  return {
    name: 'route-size-report',
    apply: 'build',
    // The written code: Vite adds the entry's preload list (__vite__mapDeps) after every plugin's
    // generateBundle, and measured there the sign-in page read 2.6 kB less than a browser downloads.
    writeBundle(_options, bundle) {
      const chunks = chunksOf(bundle as unknown as BundleLike);
      // At the level of the .gz files precompress writes and the server sends: the bytes a browser gets.
      const gzip = new Map(
        [...chunks].map(([file, c]) => [file, gzipSync(c.code, { level: constants.Z_BEST_COMPRESSION }).length]),
      );
      const sum = (files: Set<string>) => [...files].reduce((n, f) => n + (gzip.get(f) ?? 0), 0);
      const entry = [...chunks.values()].find((c) => c.isEntry);
      if (!entry) return;
      const base = new Set(closure(entry.fileName, chunks));
      const rows: [string, number][] = [[`${entry.name} (entry, every page)`, sum(base)]];
      for (const c of chunks.values()) {
        if (!c.isDynamicEntry) continue;
        const files = new Set(base);
        closure(c.fileName, chunks, files);
        rows.push([c.name, sum(files)]);
      }
      rows.sort((a, b) => a[1] - b[1]);
      // Nested lazy routes load several chunks (layout + page): report those pages as a whole.
      for (const [page, modules] of Object.entries(pages)) {
        const files = new Set(base);
        for (const module of modules) closure(chunkOfModule(chunks, module).fileName, chunks, files);
        rows.push([page, sum(files)]);
      }
      const kb = (n: number) => `${(n / 1024).toFixed(2)} kB`;
      const lines = rows.map(([name, size]) => `  ${name.padEnd(34)} ${kb(size).padStart(10)}`);
      this.info(
        `\nJavaScript downloaded per route chunk and per page (gzip, with imports and the entry):\n${lines.join('\n')}`,
      );
      const sizes = new Map(rows);
      for (const [page, budget] of Object.entries(budgets)) {
        const size = sizes.get(page);
        if (size === undefined) this.error(`size budget for "${page}": no such page in the report`);
        if (size > budget)
          this.error(`${page} downloads ${kb(size)} of JavaScript (gzip), over its ${kb(budget)} budget`);
      }
    },
  };
}
